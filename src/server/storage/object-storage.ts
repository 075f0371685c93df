// Where uploaded files live. The local implementation keeps them under DATA_DIR/uploads; an
// S3-compatible implementation can take its place behind the same interface for a multi-server set-up.
import fs from 'node:fs/promises';
import path from 'node:path';

export interface StoredObject {
  body: Buffer;
  contentType: string;
}

export interface ObjectStorage {
  put(name: string, body: Buffer, contentType: string): Promise<void>;
  get(name: string): Promise<StoredObject | null>;
  remove(name: string): Promise<void>;
}

const contentTypes: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
};

const safeName = /^[A-Za-z0-9_-]+\.(webp|jpe?g|png)$/;

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
        return { body, contentType: contentTypes[path.extname(name)] ?? 'application/octet-stream' };
      } catch {
        return null;
      }
    },
    async remove(name) {
      await fs.rm(fileFor(name), { force: true });
    },
  };
}
