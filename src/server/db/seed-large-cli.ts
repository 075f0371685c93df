// The large data set on the configured database (DATABASE_URL, else PGlite in DATA_DIR); run through
// `npm run db:seed -- --large` (./seed-cli.ts).
import type { Database } from './client.ts';
import { LARGE_DATA, seedLargeData } from './seed-large.ts';

export async function seedLargeCli(database: Database): Promise<void> {
  const started = Date.now();
  const seeded = await seedLargeData(database.db);
  const { customers, orders, messages, subscribers, requests } = LARGE_DATA;
  console.log(
    seeded
      ? `Added ${customers} customers, ${orders} orders with items, ${messages} messages, ${subscribers} subscribers and ${requests} custom-beer requests (${Date.now() - started} ms).`
      : 'The large data set is already there; nothing added.',
  );
}
