// `taproom seed [--large]`: the demo catalogue (src/server/demo/seed.ts) into an empty shop, and with
// --large the back office's large data set on top (src/server/demo/seed-large.ts).
import path from 'node:path';
import { seedDemoCatalogue } from '../../demo/seed.ts';
import { LARGE_DATA, LARGE_DATA_STEPS, seedLargeData } from '../../demo/seed-large.ts';
import { openStorage } from '../../storage/open-storage.ts';
import {
  EXIT,
  parseCommandArgs,
  positionals,
  printLine,
  settings,
  withDatabase,
  type Command,
} from '../context.ts';
import { startProgress } from '../progress.ts';

export const seedCommand: Command = {
  name: 'seed',
  summary: 'fill an empty shop with the demo catalogue (--large: plus 100,000 orders and more)',
  usage: `Usage: npm run taproom -- seed [--large]

Migrates the database and fills an empty shop with the demo catalogue and its images (into the
configured storage: DATA_DIR/uploads or the S3 bucket). A shop that has products gets no demo catalogue.
  --large   then adds 20,000 customers, 100,000 orders with their items, 5,000 contact messages,
            5,000 newsletter subscribers and 1,000 custom-beer requests (addresses at large.example.my);
            a second run adds nothing`,
  async run(args, context) {
    const { values, positionals: given } = parseCommandArgs(args, { large: { type: 'boolean' } });
    positionals(given, []);
    const env = settings(context);
    const dataDir = path.resolve(env.DATA_DIR);
    const { storage, where, close } = await openStorage(env, dataDir);
    try {
      await withDatabase(context, env, async (database) => {
        const started = Date.now();
        const seeded = await seedDemoCatalogue(database.db, storage);
        printLine(
          context.stdout,
          seeded
            ? `Seeded the demo catalogue (${database.kind}); images in ${where} (${Date.now() - started} ms).`
            : `Products already exist (${database.kind}); no demo catalogue added.`,
        );
        if (!values.large) return;
        const largeStarted = Date.now();
        const progress = startProgress(context.stderr, 'Large data set', LARGE_DATA_STEPS);
        const added = await seedLargeData(database.db, LARGE_DATA, () => progress.advance());
        progress.finish();
        const { customers, orders, messages, subscribers, requests } = LARGE_DATA;
        printLine(
          context.stdout,
          added
            ? `Added ${customers} customers, ${orders} orders with items, ${messages} messages, ${subscribers} subscribers and ${requests} custom-beer requests (${Date.now() - largeStarted} ms).`
            : 'The large data set is already there; nothing added.',
        );
      });
    } finally {
      close();
    }
    return EXIT.ok;
  },
};
