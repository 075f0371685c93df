// A backup file is a gzip-compressed tar of a staging folder: readable with `tar -tzf`, written and read
// as streams so a large shop never sits in memory at once.
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import { isBackupEntry } from './manifest.ts';

/** Writes `names` (paths inside `dir`) into the archive `file`, in that order. */
export async function packFolder(dir: string, names: string[], file: string): Promise<void> {
  const pack = tar.pack();
  const written = pipeline(pack, zlib.createGzip(), fs.createWriteStream(file));
  const mtime = new Date();
  for (const name of names) {
    const source = path.join(dir, name);
    const { size } = await fs.promises.stat(source);
    await new Promise<void>((resolve, reject) => {
      const entry = pack.entry({ name, size, mode: 0o600, mtime }, (error) =>
        error ? reject(error) : resolve(),
      );
      const read = fs.createReadStream(source);
      read.on('error', reject);
      read.on('data', (chunk) => {
        if (entry.write(chunk)) return;
        read.pause();
        entry.once('drain', () => read.resume());
      });
      read.on('end', () => entry.end(undefined));
    });
  }
  pack.finalize();
  await written;
}

/** Unpacks the archive into `dir`; refuses an entry that is not a backup's own (a path outside, a link). */
export function unpackInto(file: string, dir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const extract = tar.extract();
    const input = fs.createReadStream(file);
    const gunzip = zlib.createGunzip();
    // The first failure (unreadable file, broken gzip, cut-off tar, a foreign entry) ends the unpacking.
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      input.destroy();
      extract.destroy();
      reject(error);
    };
    extract.on('entry', (header, entry, next) => {
      if (header.type !== 'file' || !isBackupEntry(header.name)) {
        fail(new Error(`unexpected entry in the archive: ${header.name}`));
        return;
      }
      const target = path.join(dir, header.name);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      const out = fs.createWriteStream(target);
      out.on('error', fail);
      out.on('finish', () => next());
      entry.on('error', fail);
      entry.pipe(out);
    });
    extract.on('finish', () => {
      if (settled) return;
      settled = true;
      resolve();
    });
    extract.on('error', fail);
    input.on('error', fail);
    gunzip.on('error', fail);
    input.pipe(gunzip).pipe(extract);
  });
}
