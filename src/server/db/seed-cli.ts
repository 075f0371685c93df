// `npm run db:seed`: migrates the database and fills an empty shop with the demo catalogue;
// `npm run db:seed -- --large` then adds the large data set for measuring the back office (seed-large.ts).
import path from 'node:path';
import { loadEnv } from '../env.ts';
import { createLocalStorage } from '../storage/object-storage.ts';
import { openDatabase } from './client.ts';
import { seedDemoCatalogue } from './seed.ts';

const env = loadEnv();
const dataDir = path.resolve(env.DATA_DIR);
const started = Date.now();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
try {
  await database.migrate();
  const uploads = path.join(dataDir, 'uploads');
  const seeded = await seedDemoCatalogue(database.db, createLocalStorage(uploads));
  const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`;
  console.log(
    seeded
      ? `Seeded the demo catalogue into ${where}; images in ${uploads} (${Date.now() - started} ms).`
      : `Products already exist in ${where}; nothing seeded.`,
  );
  if (process.argv.includes('--large')) {
    const { seedLargeCli } = await import('./seed-large-cli.ts');
    await seedLargeCli(database);
  }
} catch (error) {
  console.error('Seeding failed:', error);
  process.exitCode = 1;
} finally {
  await database.close();
}
