// Database-backed sessions (docs/rules/accounts.md): 128-bit random ids in an HttpOnly cookie, a new id at every
// sign-in, idle and absolute expiry, and logout that deletes the row. One session may carry a customer
// and an admin identity independently. Sessions are loaded lazily so public reads never touch the table.
import crypto from 'node:crypto';
import cookie from '@fastify/cookie';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from '../db/client.ts';
import { sessions } from '../db/schema.ts';

export interface SessionData {
  customerId?: string;
  adminUserId?: string;
  /** A staff member whose password was right and whose second factor is still to come, and since when (ms). */
  pendingAdminUserId?: string;
  pendingSince?: number;
  /** When the session was first created (ms), for the absolute expiry. */
  createdAt: number;
  /** The device as its owner sees it in their list of sessions: browser, address and sign-in time (ms). */
  userAgent?: string;
  address?: string;
  signedInAt?: number;
}

type Identity = Partial<Pick<SessionData, 'customerId' | 'adminUserId'>>;
type SignInState = Identity & Partial<Pick<SessionData, 'pendingAdminUserId' | 'pendingSince'>>;

export interface SessionHandle {
  get(): Promise<SessionData | null>;
  /** Adds an identity under a fresh session id (the old id stops working). */
  signIn(identity: SignInState): Promise<void>;
  /** Removes one identity; the row is deleted once none is left, otherwise the id changes. */
  signOut(key: keyof Identity): Promise<void>;
  /** The id this request's cookie names, if it looks like one. */
  currentId(): string | undefined;
}

/**
 * Signs one account out everywhere except in the session `keepSid`: its identity leaves every other
 * session, and sessions left with no identity are deleted.
 */
export async function endOtherSessions(
  db: DbOrTx,
  key: keyof Identity,
  accountId: string,
  keepSid: string | undefined,
): Promise<void> {
  await db
    .update(sessions)
    .set({ sess: sql`${sessions.sess} - ${key}::text` })
    .where(
      and(
        eq(sql`${sessions.sess} ->> ${key}::text`, accountId),
        keepSid ? ne(sessions.sid, keepSid) : undefined,
      ),
    );
  await db
    .delete(sessions)
    .where(sql`not (${sessions.sess} ? 'customerId') and not (${sessions.sess} ? 'adminUserId')`);
}

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionHandle;
  }
}

export const IDLE_MS = 7 * 24 * 3600 * 1000;
const ABSOLUTE_MS = 30 * 24 * 3600 * 1000;
const TOUCH_AFTER_MS = 3600 * 1000;

export async function registerSessions(app: FastifyInstance, options: { db: Db; production: boolean }) {
  const { db, production } = options;
  const cookieName = production ? '__Host-sid' : 'sid';
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: production };
  await app.register(cookie);

  const writeCookie = (reply: FastifyReply, sid: string) =>
    reply.setCookie(cookieName, sid, { ...cookieOptions, maxAge: IDLE_MS / 1000 });
  const clearCookie = (reply: FastifyReply) => reply.clearCookie(cookieName, cookieOptions);

  async function load(sid: string): Promise<{ data: SessionData; expire: Date } | null> {
    const [row] = await db
      .select()
      .from(sessions)
      .where(and(eq(sessions.sid, sid), gt(sessions.expire, new Date())));
    if (!row) return null;
    const data = row.sess as SessionData;
    if (Date.now() - data.createdAt > ABSOLUTE_MS) return null;
    return { data, expire: row.expire };
  }

  function handleFor(request: FastifyRequest, reply: FastifyReply): SessionHandle {
    let cached: Promise<SessionData | null> | undefined;
    const currentSid = (): string | undefined => {
      const value = request.cookies[cookieName];
      return value && /^[A-Za-z0-9_-]{20,64}$/.test(value) ? value : undefined;
    };
    const get = (): Promise<SessionData | null> => {
      cached ??= (async () => {
        const sid = currentSid();
        if (!sid) return null;
        const found = await load(sid);
        if (!found) return null;
        if (found.expire.getTime() - Date.now() < IDLE_MS - TOUCH_AFTER_MS) {
          await db
            .update(sessions)
            .set({ expire: new Date(Date.now() + IDLE_MS) })
            .where(eq(sessions.sid, sid));
          writeCookie(reply, sid);
        }
        return found.data;
      })();
      return cached;
    };
    const replace = async (data: SessionData | null): Promise<void> => {
      const old = currentSid();
      if (old) await db.delete(sessions).where(eq(sessions.sid, old));
      await db.delete(sessions).where(lt(sessions.expire, new Date()));
      if (!data) {
        clearCookie(reply);
        cached = Promise.resolve(null);
        return;
      }
      const sid = crypto.randomBytes(16).toString('base64url');
      await db.insert(sessions).values({ sid, sess: data, expire: new Date(Date.now() + IDLE_MS) });
      writeCookie(reply, sid);
      request.cookies[cookieName] = sid;
      cached = Promise.resolve(data);
    };
    return {
      get,
      currentId: currentSid,
      async signIn(identity) {
        const existing = await get();
        await replace({
          ...existing,
          ...identity,
          createdAt: existing?.createdAt ?? Date.now(),
          userAgent: request.headers['user-agent']?.slice(0, 300),
          address: request.ip,
          signedInAt: Date.now(),
        });
      },
      async signOut(key) {
        const existing = await get();
        if (!existing) return replace(null);
        const rest: SessionData = { ...existing };
        delete rest[key];
        await replace(rest.customerId || rest.adminUserId ? rest : null);
      },
    };
  }

  app.decorateRequest('session', null as unknown as SessionHandle);
  app.addHook('onRequest', (request, reply, done) => {
    request.session = handleFor(request, reply);
    done();
  });
}
