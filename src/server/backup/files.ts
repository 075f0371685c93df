// Files of a staging folder with their SHA-256, written and checked by backups and restores.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

/** A folder of its own under the system's temporary folder, removed by `remove`. */
export function stagingFolder(): { dir: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taproom-backup-'));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** A file written piece by piece, hashed as it goes. */
export async function hashedWriter(file: string) {
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  const handle = await fs.promises.open(file, 'w');
  const hash = crypto.createHash('sha256');
  return {
    async write(data: string | Buffer) {
      const bytes = typeof data === 'string' ? Buffer.from(data) : data;
      hash.update(bytes);
      await handle.write(bytes);
    },
    async close(): Promise<string> {
      await handle.close();
      return hash.digest('hex');
    },
  };
}

export async function sha256Of(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The file's lines, `batch` at a time. */
export async function* linesInBatches(file: string, batch: number): AsyncGenerator<string[]> {
  let lines: string[] = [];
  for await (const line of readline.createInterface({
    input: fs.createReadStream(file),
    crlfDelay: Infinity,
  })) {
    if (line === '') continue;
    lines.push(line);
    if (lines.length >= batch) {
      yield lines;
      lines = [];
    }
  }
  if (lines.length) yield lines;
}
