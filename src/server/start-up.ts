// What happens before the server listens: open and migrate the database, make sure the configured
// admin exists, and fill an empty embedded database with the demo catalogue.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type Database } from './db/client.ts';
import type { Env } from './env.ts';
import type { ObjectStorage } from './storage/object-storage.ts';
import { openStorage } from './storage/open-storage.ts';
import { upsertAdmin } from './modules/staff/staff-accounts.ts';
import { resolveSecret } from './secret.ts';
import type { AppDeps } from './app.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function prepare(env: Env, log: (message: string) => void): Promise<AppDeps> {
  const dataDir = path.resolve(env.DATA_DIR);
  const database: Database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir,
    // The pool drops the broken connection and opens a fresh one for the next request.
    onConnectionError: (error) => log(`database connection lost (${error.message}); reconnecting on demand`),
  });
  let storage: ObjectStorage;
  try {
    ({ storage } = await openStorage(env, dataDir));
  } catch (error) {
    await database.close();
    throw error;
  }
  // Servers starting together on one database prepare it one after another (docs/decisions/011-scale-out.md).
  await database.exclusively(async () => {
    await database.migrate();
    if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
      const result = await upsertAdmin(database.db, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
      log(`Admin account from ADMIN_EMAIL ${result}`);
    }
    // The storefront falls back to these when a product image fails to load.
    const { ensureCategoryDefaults } = await import('./demo/images.ts');
    await ensureCategoryDefaults(storage);
    const seedDemo = env.DEMO_DATA === 'on' || (env.DEMO_DATA === 'auto' && !env.DATABASE_URL);
    if (seedDemo) {
      const { seedDemoCatalogue } = await import('./demo/seed.ts');
      if (await seedDemoCatalogue(database.db, storage)) log('Demo catalogue added');
    }
  });
  return {
    env,
    database,
    storage,
    distDir: path.resolve(repoRoot, env.DIST_DIR),
    secret: resolveSecret(env.SESSION_SECRET, dataDir),
  };
}
