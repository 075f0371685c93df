// `taproom backup <file>` and `taproom restore <file> [--force]` (docs/decisions/013-logical-backups.md).
import path from 'node:path';
import { BackupRefused, createBackup } from '../../backup/create-backup.ts';
import { checkBackup, restoreBackup, RestoreRefused } from '../../backup/restore-backup.ts';
import { openStorage } from '../../storage/open-storage.ts';
import {
  CommandError,
  EXIT,
  parseCommandArgs,
  positionals,
  printLine,
  settings,
  withDatabase,
  type CliContext,
  type Command,
} from '../context.ts';
import { startProgress } from '../progress.ts';

const progressOn = (context: CliContext) => (label: string, total: number) =>
  startProgress(context.stderr, label, total);

/** Runs `work` with the configured database and storage; refusals become the command's message. */
async function withShop<T>(
  context: CliContext,
  work: (
    opened: Parameters<Parameters<typeof withDatabase>[2]>[0],
    storage: Awaited<ReturnType<typeof openStorage>>,
  ) => Promise<T>,
): Promise<T> {
  const env = settings(context);
  const storage = await openStorage(env, path.resolve(env.DATA_DIR));
  try {
    return await withDatabase(context, env, (database) => work(database, storage), { migrate: false });
  } catch (error) {
    if (error instanceof BackupRefused || error instanceof RestoreRefused)
      throw new CommandError(error.message);
    throw error;
  } finally {
    storage.close();
  }
}

const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

export const backupCommand: Command = {
  name: 'backup',
  summary: 'write the whole shop (database and images) into one backup file',
  usage: `Usage: npm run taproom -- backup <file>

Writes every table's rows and every uploaded image (from DATA_DIR/uploads or the S3 bucket, whichever the
settings choose) into <file>, a .tar.gz with a manifest: the schema version, the date, the database kind
and a SHA-256 per file. The rows are read in one transaction, so the backup is consistent even while the
shop runs on PostgreSQL; with the embedded database, stop the server first. The file appears only once
complete. A backup from either database restores into either (docs/decisions/013-logical-backups.md).

Example: npm run taproom -- backup backups/taproom-2026-11-24.tar.gz`,
  async run(args, context) {
    const [file] = positionals(parseCommandArgs(args, {}).positionals, ['file']);
    const target = path.resolve(file!);
    const started = Date.now();
    const manifest = await withShop(context, (database, { storage }) =>
      createBackup(database, storage, target, progressOn(context)),
    );
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    printLine(
      context.stdout,
      `Backed up ${count(manifest.tables.length, 'table')} (${count(rows, 'row')}) and ${count(manifest.images.length, 'image')} from ${manifest.database} at schema ${manifest.schema.tag} into ${target} (${Date.now() - started} ms).`,
    );
    return EXIT.ok;
  },
};

export const restoreCommand: Command = {
  name: 'restore',
  summary: 'replace the shop with a backup file (refuses a non-empty database without --force)',
  usage: `Usage: npm run taproom -- restore <file> [--force]

Puts a backup made by "taproom backup" back into the configured database and storage. Stop every server
first. Before changing anything it checks the file (every checksum), that its schema is not newer than
this version, and that the database is empty.
  --force   replace a database that already holds a shop: everything in it is replaced by the backup
The database is first migrated to this version's schema, as a start would, then restored in one
transaction: on any failure its rows are left exactly as they were. A backup from
an older version is brought up to date by the migrations after its rows are back. Images are added to the
storage; images that were there before and are not in the backup stay (see "storage orphans").

Example: npm run taproom -- restore backups/taproom-2026-11-24.tar.gz --force`,
  async run(args, context) {
    const { values, positionals: given } = parseCommandArgs(args, { force: { type: 'boolean' } });
    const [file] = positionals(given, ['file']);
    const source = path.resolve(file!);
    const started = Date.now();
    // The file is checked through before the database is opened: a wrong file never touches it.
    const backup = await checkBackup(source);
    const manifest = await withShop(context, (database, { storage }) =>
      restoreBackup(database, storage, backup, {
        force: values.force === true,
        progress: progressOn(context),
      }),
    ).finally(backup.remove);
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    printLine(
      context.stdout,
      `Restored ${count(rows, 'row')} and ${count(manifest.images.length, 'image')} from a ${manifest.database} backup of ${manifest.createdAt} (schema ${manifest.schema.tag}) (${Date.now() - started} ms).`,
    );
    return EXIT.ok;
  },
};
