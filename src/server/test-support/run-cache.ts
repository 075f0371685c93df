// What a test run makes only from files that rarely change (the template database from the migrations,
// the demo pictures from their drawings) is kept for the next run in node_modules/.cache/taproom-tests,
// in a folder named by a hash of everything that makes it: a change to any of it makes a new folder.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve('node_modules', '.cache', 'taproom-tests');
const COMPLETE = '.complete';

/** A short hash of the parts, in order. */
export function hashOf(parts: readonly (string | Uint8Array)[]): string {
  const hash = crypto.createHash('sha256');
  for (const part of parts) {
    const bytes = typeof part === 'string' ? Buffer.from(part) : part;
    hash.update(`${bytes.length}:`).update(bytes);
  }
  return hash.digest('hex').slice(0, 20);
}

/** Every file under `dir` (names and contents, in name order), for a hash. */
export function filesUnder(dir: string): (string | Uint8Array)[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .sort()
    .flatMap((name) => {
      const file = path.join(dir, name);
      return fs.statSync(file).isFile() ? [name, fs.readFileSync(file)] : [];
    });
}

/** The installed version of a package, for a hash. */
export function packageVersion(name: string): string {
  const file = path.resolve('node_modules', name, 'package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

/**
 * The folder `name` made for `key`: kept from an earlier run, or made now by `make` in a folder of its own
 * that takes its place only once complete (the folders of other keys are removed then, as outdated).
 */
export async function cachedFolder(
  name: string,
  key: string,
  make: (dir: string) => Promise<void>,
): Promise<string> {
  const dir = path.join(root, `${name}-${key}`);
  if (fs.existsSync(path.join(dir, COMPLETE))) return dir;
  fs.mkdirSync(root, { recursive: true });
  const making = fs.mkdtempSync(path.join(root, `${name}.making-`));
  try {
    await make(making);
    fs.writeFileSync(path.join(making, COMPLETE), '');
    // Another run may have made the same folder meanwhile: then that one stays and is used.
    if (fs.existsSync(path.join(dir, COMPLETE))) return dir;
    for (const other of fs.readdirSync(root)) {
      if (other.startsWith(`${name}-`)) fs.rmSync(path.join(root, other), { recursive: true, force: true });
    }
    fs.renameSync(making, dir);
  } finally {
    fs.rmSync(making, { recursive: true, force: true });
  }
  return dir;
}
