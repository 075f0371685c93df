// `taproom storage <action>` (also `npm run storage -- <action>`): maintenance of the uploaded images.
//   orphans [--delete]  lists stored files no product, image or staff row names (removes them with --delete)
//   copy-to-s3          copies the images under DATA_DIR/uploads into the S3 bucket of the S3_* settings
import path from 'node:path';
import type { Database } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { allImageUrls } from '../../modules/catalog/admin-repository.ts';
import { recentUploadNames } from '../../modules/uploads/upload-tokens.ts';
import { isAlwaysKept, storedNamesOf } from '../../storage/image-files.ts';
import { createLocalStorage, type ObjectStorage } from '../../storage/object-storage.ts';
import { openStorage } from '../../storage/open-storage.ts';
import {
  CommandError,
  EXIT,
  parseCommandArgs,
  positionals,
  printLine,
  settings,
  UsageError,
  withDatabase,
  type Command,
} from '../context.ts';

const usage = `Usage: npm run taproom -- storage <action>

Actions:
  orphans            list stored image files that no product, product image or staff account names
  orphans --delete   ...and remove them
  copy-to-s3         copy the images under DATA_DIR/uploads into the bucket named by S3_BUCKET
                     (files already in the bucket are left as they are)

Uses the server's settings: DATABASE_URL or DATA_DIR, STORAGE_DRIVER and the S3_* settings.
Uploads of the last 24 hours are never orphans: staff may not have saved them to a product yet.`;

/** Uploads younger than this stay, even when no row names them yet. */
const UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;

type Print = (line: string) => void;

async function orphans(env: Env, database: Database, remove: boolean, print: Print): Promise<number> {
  const { storage, where, close } = await openStorage(env, path.resolve(env.DATA_DIR));
  try {
    const named = new Set([...(await allImageUrls(database.db))].flatMap(storedNamesOf));
    const recent = await recentUploadNames(database.db, new Date(Date.now() - UPLOAD_GRACE_MS));
    const isRecent = (name: string) => recent.has(name.replace(/(-\d+w)?\.\w+$/, ''));
    const found = (await storage.list()).filter(
      (name) => !named.has(name) && !isAlwaysKept(name) && !isRecent(name),
    );
    for (const name of found) print(name);
    if (!remove) {
      print(
        `${found.length} orphaned file(s) in ${where}${found.length ? '; remove them with --delete' : ''}`,
      );
      return EXIT.ok;
    }
    for (const name of found) await storage.remove(name);
    print(`${found.length} orphaned file(s) removed from ${where}`);
    return EXIT.ok;
  } finally {
    close();
  }
}

async function copyToS3(env: Env, print: Print): Promise<number> {
  if (!env.S3_BUCKET) {
    throw new CommandError(
      'S3_BUCKET: required for copy-to-s3 (with S3_REGION, S3_ENDPOINT and the key settings as needed)',
    );
  }
  const dir = path.join(path.resolve(env.DATA_DIR), 'uploads');
  const source: ObjectStorage = createLocalStorage(dir);
  const { storage: target, where, close } = await openStorage({ ...env, STORAGE_DRIVER: 's3' }, dir);
  try {
    const present = new Set(await target.list());
    let copied = 0;
    for (const name of await source.list()) {
      if (present.has(name)) continue;
      const file = await source.get(name);
      if (!file) continue;
      await target.put(name, file.body, file.contentType);
      copied++;
    }
    print(`${copied} file(s) copied from ${dir} to ${where}; ${present.size} were there already`);
    return EXIT.ok;
  } finally {
    close();
  }
}

export const storageCommand: Command = {
  name: 'storage',
  summary: 'find and remove orphaned image files; copy local images into the S3 bucket',
  usage,
  async run(args, context) {
    const { values, positionals: given } = parseCommandArgs(args, { delete: { type: 'boolean' } });
    const [action, ...rest] = given;
    positionals(rest, []);
    const print = (line: string) => printLine(context.stdout, line);
    if (values.delete && action !== 'orphans') throw new UsageError('--delete goes with orphans only');
    if (action === 'copy-to-s3') return copyToS3(settings(context), print);
    if (action !== 'orphans') throw new UsageError(action ? `unknown action "${action}"` : 'missing action');
    const env = settings(context);
    return withDatabase(context, env, (database) => orphans(env, database, values.delete === true, print));
  },
};
