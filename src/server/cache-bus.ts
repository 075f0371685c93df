// Keeps every process's public caches coherent (docs/decisions/011-scale-out.md). A staff change drops
// the caches of its own process at once and sends a PostgreSQL NOTIFY on `taproom_cache` with a small
// JSON payload naming what changed; every process LISTENs on a connection of its own (not the pool's)
// and drops the named caches. The listener reconnects with backoff when its connection breaks, and
// after every (re)connect drops every cache, so a notification missed while it was away can never
// leave a stale cache behind. On the embedded PGlite the whole shop is one process: the bus is local.
import crypto from 'node:crypto';
import { EventEmitter } from 'node:events';
import type pg from 'pg';
import type { Database } from './db/client.ts';
import { sendCacheNotification } from './db/cache-notify.ts';

export const CACHE_CHANNEL = 'taproom_cache';
/** What a notification can name: the public catalogue (products, variants, images), the business profile. */
export const CACHE_TOPICS = ['catalog', 'profile'] as const;
export type CacheTopic = (typeof CACHE_TOPICS)[number];

interface Payload {
  topic: CacheTopic;
  /** The sending process, which has dropped its own caches already. */
  from: string;
}

export interface CacheBusLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

export interface CacheBus {
  /** `drop` runs whenever `topic` changes on any process, and after every reconnect of the listener. */
  subscribe(topic: CacheTopic, drop: () => void): void;
  /** Drops this process's caches for `topic` at once and tells every other process. */
  publish(topic: CacheTopic): Promise<void>;
  /** Starts listening (PostgreSQL only); resolves once the first connection listens or has failed. */
  start(): Promise<void>;
  close(): Promise<void>;
}

export interface CacheBusOptions {
  database: Database;
  log: CacheBusLog;
  /** First and longest wait before reconnecting; doubled after each failed attempt. */
  backoff?: { minMs: number; maxMs: number };
  /** How often the listening connection is checked, so a silently dead one is noticed. */
  heartbeatMs?: number;
}

/** Tries to send one notification, about 8 s in all, before giving up. */
const PUBLISH_ATTEMPTS = 5;

/** Apps on one embedded database share its process, so they share one in-process bus. */
const localBuses = new WeakMap<Database, EventEmitter>();

export function parsePayload(text: string): Payload | null {
  try {
    const value = JSON.parse(text) as Partial<Payload> | null;
    if (value && typeof value.from === 'string' && (CACHE_TOPICS as readonly unknown[]).includes(value.topic))
      return { topic: value.topic!, from: value.from };
  } catch {
    // not JSON: unknown
  }
  return null;
}

export function createCacheBus(options: CacheBusOptions): CacheBus {
  const { database, log } = options;
  const id = crypto.randomUUID();
  const subscribers = new Map<CacheTopic, (() => void)[]>();
  const drop = (topic: CacheTopic) => {
    for (const run of subscribers.get(topic) ?? []) run();
  };
  const dropAll = () => CACHE_TOPICS.forEach(drop);

  if (database.kind === 'pglite' || !database.url) {
    let local = localBuses.get(database);
    if (!local) localBuses.set(database, (local = new EventEmitter().setMaxListeners(0)));
    const bus = local;
    const listener = (topic: CacheTopic) => drop(topic);
    bus.on('change', listener);
    return {
      subscribe: (topic, run) => subscribers.set(topic, [...(subscribers.get(topic) ?? []), run]),
      publish: async (topic) => void bus.emit('change', topic),
      start: async () => {},
      close: async () => void bus.off('change', listener),
    };
  }

  const listener = startListener(database.url, options, {
    onMessage: (text) => {
      const payload = parsePayload(text);
      // The payload's length only: it is staff-made data at most, but logs keep no message bodies.
      if (!payload)
        return log.warn({ channel: CACHE_CHANNEL, bytes: text.length }, 'unknown cache notification ignored');
      if (payload.from !== id) drop(payload.topic);
    },
    onListening: dropAll,
  });
  return {
    subscribe: (topic, run) => subscribers.set(topic, [...(subscribers.get(topic) ?? []), run]),
    async publish(topic) {
      drop(topic);
      const payload = JSON.stringify({ topic, from: id });
      // The change is committed: keep trying for a few seconds rather than leave other servers stale.
      for (let attempt = 1; ; attempt++) {
        try {
          await sendCacheNotification(database.db, CACHE_CHANNEL, payload);
          return;
        } catch (error) {
          if (attempt === PUBLISH_ATTEMPTS) {
            log.warn(
              { err: error, topic },
              'cache notification could not be sent; other servers serve the old data until their listener reconnects',
            );
            return;
          }
          await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** attempt));
        }
      }
    },
    start: listener.start,
    close: listener.close,
  };
}

interface ListenerHandlers {
  onMessage: (payload: string) => void;
  onListening: () => void;
}

function startListener(url: string, options: CacheBusOptions, handlers: ListenerHandlers) {
  const { minMs, maxMs } = options.backoff ?? { minMs: 200, maxMs: 10_000 };
  const heartbeatMs = options.heartbeatMs ?? 15_000;
  let client: pg.Client | null = null;
  let closed = false;
  let delay = minMs;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let firstAttempt: Promise<void> | undefined;

  const lose = (lost: pg.Client, error?: Error) => {
    if (client !== lost) return;
    client = null;
    clearInterval(heartbeat);
    lost.removeAllListeners('notification');
    lost.end().catch(() => {});
    if (closed) return;
    options.log.warn({ err: error, retryInMs: delay }, 'cache listener lost its connection; reconnecting');
    retry = setTimeout(() => void connect(), delay + Math.floor(Math.random() * (delay / 4)));
    retry.unref();
    delay = Math.min(delay * 2, maxMs);
  };

  const connect = async () => {
    // Loaded here, so a server on the embedded database never loads the PostgreSQL client.
    const { default: postgres } = await import('pg');
    if (closed) return;
    const fresh = new postgres.Client({
      connectionString: url,
      keepAlive: true,
      connectionTimeoutMillis: 5_000,
      application_name: 'taproom-cache-listener',
    });
    client = fresh;
    fresh.on('notification', (message) => {
      if (message.channel === CACHE_CHANNEL) handlers.onMessage(message.payload ?? '');
    });
    fresh.on('error', (error) => lose(fresh, error));
    fresh.on('end', () => lose(fresh));
    try {
      await fresh.connect();
      await fresh.query(`LISTEN ${CACHE_CHANNEL}`);
    } catch (error) {
      lose(fresh, error as Error);
      fresh.end().catch(() => {});
      return;
    }
    if (closed || client !== fresh) {
      fresh.end().catch(() => {});
      return;
    }
    delay = minMs;
    // Listening now: whatever changed while no connection listened is dropped in one go.
    handlers.onListening();
    options.log.info({ channel: CACHE_CHANNEL }, 'cache listener listening');
    heartbeat = setInterval(() => {
      fresh.query('select 1').catch((error: Error) => lose(fresh, error));
    }, heartbeatMs);
    heartbeat.unref();
  };

  return {
    start: () => (firstAttempt ??= connect()),
    close: async () => {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const open = client;
      client = null;
      await open?.end().catch(() => {});
    },
  };
}
