// Where uploaded files live. The local implementation keeps them under DATA_DIR/uploads, for one server;
// the S3-compatible one (s3-storage.ts) keeps them in a bucket every server shares (docs/decisions/011-scale-out.md).
import fs from 'node:fs/promises';
import path from 'node:path';

export interface StoredObject {
  body: Buffer;
  contentType: string;
}

export interface ObjectStorage {
  put(name: string, body: Buffer, contentType: string): Promise<void>;
  get(name: string): Promise<StoredObject | null>;
  /** Removing a name that is not there is no error. */
  remove(name: string): Promise<void>;
  /** Every stored name, for the maintenance commands (src/server/cli/commands/storage.ts). */
  list(): Promise<string[]>;
}

const contentTypes: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
};

// The shop names each file from a UUID or a demo picture's name and a width, well under 100 characters; a
// longer name is no file of the shop's and never reaches the object store (an S3 key holds 1,024 bytes).
export const safeName = /^[A-Za-z0-9_-]{1,100}\.(webp|jpe?g|png)$/;

export const contentTypeOf = (name: string): string =>
  contentTypes[path.extname(name)] ?? 'application/octet-stream';

export function createLocalStorage(dir: string): ObjectStorage {
  const fileFor = (name: string): string => {
    if (!safeName.test(name)) throw new Error(`Unsafe object name: ${name}`);
    return path.join(dir, name);
  };
  return {
    async put(name, body) {
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(fileFor(name), body);
    },
    async get(name) {
      if (!safeName.test(name)) return null;
      try {
        const body = await fs.readFile(fileFor(name));
        return { body, contentType: contentTypeOf(name) };
      } catch {
        return null;
      }
    },
    async remove(name) {
      await fs.rm(fileFor(name), { force: true });
    },
    async list() {
      try {
        return (await fs.readdir(dir)).filter((name) => safeName.test(name)).sort();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
    },
  };
}
