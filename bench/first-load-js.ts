// The first-load JavaScript figure: every script a page fetched, each gzip-compressed at level 9 from its
// uncompressed bytes, added up. Independent of how the server happened to send it, so it is the same on
// every run and comparable with the 120 KB budget.
import zlib from 'node:zlib';

export const FIRST_LOAD_BUDGET_KB = 120;

export function gzipSize(bytes: Uint8Array): number {
  return zlib.gzipSync(bytes, { level: 9 }).length;
}

/** Sum of the gzip sizes of the distinct URLs, in KB (1024 bytes). */
export async function gzipKilobytes(urls: readonly string[]): Promise<number> {
  let total = 0;
  for (const url of new Set(urls)) {
    const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    total += gzipSize(new Uint8Array(await response.arrayBuffer()));
  }
  return total / 1024;
}
