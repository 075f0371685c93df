// `npm run db:migrate`: applies the committed migrations to DATABASE_URL, or to the embedded database.
import path from 'node:path';
import { openDatabase } from './client.ts';
import { loadEnv } from '../env.ts';

const env = loadEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: path.resolve(env.DATA_DIR) });
await database.migrate();
console.log(`Migrations applied (${database.kind})`);
await database.close();
