// After the build: every text file in dist/ that the server sends gets a Brotli (.br) and a gzip (.gz) copy
// beside it, made once at maximum compression, so the server only picks the copy a client accepts and never
// compresses build output per request. A copy that would not be smaller is left out.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const TEXT_FILES = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

export function compressFile(file: string): void {
  const body = fs.readFileSync(file);
  const brotli = zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  const gzip = zlib.gzipSync(body, { level: zlib.constants.Z_BEST_COMPRESSION });
  if (brotli.length < body.length) fs.writeFileSync(`${file}.br`, brotli);
  if (gzip.length < body.length) fs.writeFileSync(`${file}.gz`, gzip);
}

/** `dist/server` is the server's own build of the app, which it imports and never sends. */
const neverSent = (dir: string, folder: string) => path.relative(dir, folder).split(path.sep)[0] === 'server';

export function compressTree(dir: string): number {
  let count = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (neverSent(dir, entry.parentPath)) continue;
    if (entry.isFile() && TEXT_FILES.test(entry.name)) {
      compressFile(path.join(entry.parentPath, entry.name));
      count += 1;
    }
  }
  return count;
}

if (import.meta.main) {
  const dist = path.resolve(import.meta.dirname, '..', process.argv[2] ?? 'dist');
  console.log(`Compressed ${compressTree(dist)} files in ${dist} (Brotli and gzip)`);
}
