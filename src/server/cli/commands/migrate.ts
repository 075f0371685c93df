// `taproom migrate`: applies the committed migrations (src/server/db/migrations) on their own.
import {
  EXIT,
  parseCommandArgs,
  positionals,
  printLine,
  settings,
  withDatabase,
  type Command,
} from '../context.ts';

export const migrateCommand: Command = {
  name: 'migrate',
  summary: 'apply the database migrations (the server also does at every start)',
  usage: `Usage: npm run taproom -- migrate

Applies the committed migrations to DATABASE_URL, or to the embedded database in DATA_DIR.
Run it after deploying a new version, before starting the servers (docs/operations.md, "Backups").`,
  async run(args, context) {
    positionals(parseCommandArgs(args, {}).positionals, []);
    const kind = await withDatabase(context, settings(context), async (database) => database.kind);
    printLine(context.stdout, `Migrations applied (${kind})`);
    return EXIT.ok;
  },
};
