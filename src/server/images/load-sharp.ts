// The image library, loaded on first use: a server that never resizes an image never maps libvips. Its
// operation cache is off (each upload is decoded once, so a cache only holds memory) and one thread
// works per image, which keeps a burst of uploads within the small server's memory.
import type sharpModule from 'sharp';

type Sharp = typeof sharpModule;

let loaded: Promise<Sharp> | undefined;

export function loadSharp(): Promise<Sharp> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loaded;
}
