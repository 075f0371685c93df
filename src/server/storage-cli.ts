// `npm run storage -- <command>`: maintenance of the uploaded images, with the server's own settings
// (src/server/env.ts). With the embedded database, stop the server first: PGlite allows one process.
//   orphans [--delete]  lists stored files no product, image or staff row names (removes them with --delete)
//   copy-to-s3          copies the images under DATA_DIR/uploads into the S3 bucket of the S3_* settings
import path from 'node:path';
import { openDatabase, type Database } from './db/client.ts';
import { EnvError, loadEnv, type Env } from './env.ts';
import { allImageUrls } from './modules/admin-products/repository.ts';
import { recentUploadNames } from './modules/uploads/upload-tokens.ts';
import { isAlwaysKept, storedNamesOf } from './storage/image-files.ts';
import { createLocalStorage, type ObjectStorage } from './storage/object-storage.ts';
import { openStorage } from './storage/open-storage.ts';

export const STORAGE_USAGE = `Usage: npm run storage -- <command>

Commands:
  orphans            list stored image files that no product, product image or staff account names
  orphans --delete   ...and remove them
  copy-to-s3         copy the images under DATA_DIR/uploads into the bucket named by S3_BUCKET
                     (files already in the bucket are left as they are)
  --help             show this text

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
      return 0;
    }
    for (const name of found) await storage.remove(name);
    print(`${found.length} orphaned file(s) removed from ${where}`);
    return 0;
  } finally {
    close();
  }
}

async function copyToS3(env: Env, print: Print): Promise<number> {
  if (!env.S3_BUCKET) {
    print('S3_BUCKET: required for copy-to-s3 (with S3_REGION, S3_ENDPOINT and the key settings as needed)');
    return 1;
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
    return 0;
  } finally {
    close();
  }
}

/** Runs the command; returns the process exit code. */
export async function runStorageCli(
  args: readonly string[],
  source: Record<string, string | undefined>,
  print: Print,
): Promise<number> {
  const [command, ...rest] = args;
  if (command === '--help' || command === '-h' || command === 'help') {
    print(STORAGE_USAGE);
    return 0;
  }
  const valid =
    (command === 'orphans' && (rest.length === 0 || (rest.length === 1 && rest[0] === '--delete'))) ||
    (command === 'copy-to-s3' && rest.length === 0);
  if (!valid) {
    print(STORAGE_USAGE);
    return 2;
  }
  let env;
  try {
    env = loadEnv(source);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    print(error.message);
    return 1;
  }
  try {
    if (command === 'copy-to-s3') return await copyToS3(env, print);
    const database = await openDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: path.resolve(env.DATA_DIR),
    });
    try {
      await database.migrate();
      return await orphans(env, database, rest[0] === '--delete', print);
    } finally {
      await database.close();
    }
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    print(error.message);
    return 1;
  }
}

if (import.meta.main) {
  process.exitCode = await runStorageCli(process.argv.slice(2), process.env, (line) => console.log(line));
}
