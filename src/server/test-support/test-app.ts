// Starts the real app on a free port for API tests, on PGlite (default) or on PostgreSQL when the run
// was started with TEST_DB=postgres. Each call gets its own empty, migrated database, copied from the
// run's template (global-setup.ts).
import crypto from 'node:crypto';
import { EventEmitter, once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../app.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { loadEnv, type Env } from '../env.ts';
import { createLocalStorage } from '../storage/object-storage.ts';
import { pgliteInMemory } from './pglite-in-memory.ts';
import { clonePostgresTemplate, copyPgliteTemplate } from './template-database.ts';

export interface TestApp {
  app: FastifyInstance;
  baseUrl: string;
  database: Database;
  deps: AppDeps;
  dataDir: string;
  /** A client; with an address it says so in X-Forwarded-For (honoured when TRUST_PROXY trusts loopback). */
  client: (address?: string) => TestClient;
  /** Resolves when the mail sender has next looked at the outbox. */
  nextMailPass: () => Promise<void>;
  close: () => Promise<void>;
}

/** Waits, one sender pass at a time, until `done` holds. */
export async function untilMailPass(t: Pick<TestApp, 'nextMailPass'>, done: () => Promise<boolean>) {
  while (!(await done())) await t.nextMailPass();
}

/** Mail timing whose every sender pass is announced on `passes`. */
export function announcedMail(mail: AppDeps['mail'], passes: EventEmitter): NonNullable<AppDeps['mail']> {
  return { ...mail, afterPass: () => passes.emit('pass') };
}

/** Puts an empty PGlite database (no tables) in DATA_DIR, copied from the run's empty template. */
export function emptyPgliteDatabase(dataDir: string): void {
  copyPgliteTemplate(inject('emptyPgliteTemplate'), dataDir);
}

/**
 * A migrated database of its own, copied from the run's template: on PGlite into memory, or with `onDisk`
 * into DATA_DIR as the shop keeps it.
 */
export async function freshDatabase(dataDir: string, options: { onDisk?: boolean } = {}): Promise<Database> {
  const base = inject('postgresBaseUrl');
  if (base) {
    return openDatabase({
      databaseUrl: await clonePostgresTemplate(base, inject('databaseTemplate')),
      dataDir,
    });
  }
  if (!options.onDisk) return pgliteInMemory(inject('migratedPgliteTarball'));
  copyPgliteTemplate(inject('databaseTemplate'), dataDir);
  return openDatabase({ dataDir });
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Files to place in the built-app folder before the app starts, e.g. { 'web/index.html': '...' }. */
  distFiles?: Record<string, string>;
  /** Mail transport and sender timing (e.g. a fast poll for mail tests). */
  mail?: AppDeps['mail'];
  /**
   * Rate limits at their real size (1) for tests of the limits themselves; other tests get them raised
   * a hundredfold so that many requests from one test address are not refused.
   */
  rateLimitScale?: number;
  /** Another test app's database, to run a second server process on the same data. */
  database?: Database;
  /**
   * The database in DATA_DIR as the shop keeps it, not in memory: for answer-time tests, which compare
   * requests that write with requests that do not. In memory, part of a write's cost lands on the request
   * after it.
   */
  databaseOnDisk?: boolean;
  /** Where uploads are stored (local disk in the app's folder unless given, e.g. a test S3 bucket). */
  storage?: AppDeps['storage'];
  /** Routes only a test needs, added before the server starts. */
  setup?: (app: FastifyInstance) => void;
  /** Receives every log line (at LOG_LEVEL) instead of silence. */
  logDestination?: AppDeps['logDestination'];
}

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const envOverrides = options.env ?? {};
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taproom-test-'));
  for (const [file, content] of Object.entries(options.distFiles ?? {})) {
    const target = path.join(dataDir, 'dist', file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, content);
  }
  // Every test client comes from one address: its share of the connections is raised like the rate limits
  // (tests of the share set their own).
  const env: Env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    MAX_CONNECTIONS_PER_CLIENT: '500',
    ...envOverrides,
  });
  const database = options.database ?? (await freshDatabase(dataDir, { onDisk: options.databaseOnDisk }));
  const passes = new EventEmitter();
  const deps: AppDeps = {
    env,
    database,
    storage: options.storage ?? createLocalStorage(path.join(dataDir, 'uploads')),
    distDir: path.join(dataDir, 'dist'),
    secret: crypto.randomBytes(32).toString('base64url'),
    mail: announcedMail(options.mail, passes),
    rateLimitScale: options.rateLimitScale ?? 100,
    logDestination: options.logDestination,
  };
  const app = await buildApp(deps);
  options.setup?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    app,
    baseUrl,
    database,
    deps,
    dataDir,
    client: (address?: string) => new TestClient(baseUrl, address),
    nextMailPass: async () => {
      await once(passes, 'pass');
    },
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/** A browser-like HTTP client with its own cookie jar. */
export class TestClient {
  readonly baseUrl: string;
  readonly cookies = new Map<string, string>();
  readonly address: string | undefined;

  constructor(baseUrl: string, address?: string) {
    this.baseUrl = baseUrl;
    this.address = address;
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request<T = any>(
    method: string,
    urlPath: string,
    options: { json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {},
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.address) headers['x-forwarded-for'] ??= this.address;
    if (this.cookies.size) headers.cookie = this.cookieHeader;
    let body = options.body;
    if (options.json !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(options.json);
    }
    const response = await fetch(`${this.baseUrl}${urlPath}`, { method, headers, body, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      const expired = attributes.some((a) => /expires=Thu, 01 Jan 1970/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.trim());
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  }

  get<T = any>(urlPath: string, headers?: Record<string, string>) {
    return this.request<T>('GET', urlPath, { headers });
  }
  post<T = any>(urlPath: string, json?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', urlPath, { json, headers });
  }
  put<T = any>(urlPath: string, json?: unknown, headers?: Record<string, string>) {
    return this.request<T>('PUT', urlPath, { json, headers });
  }
  delete<T = any>(urlPath: string, headers?: Record<string, string>) {
    return this.request<T>('DELETE', urlPath, { headers });
  }
}
