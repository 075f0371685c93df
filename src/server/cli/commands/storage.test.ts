// `taproom storage` on a database of its own: orphaned files are listed (and
// removed only with --delete), named, fallback and fresh files stay; local images are copied to a bucket.
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { productImages, products, usedUploadTokens } from '../../db/schema.ts';
import { loadEnv } from '../../env.ts';
import { createLocalStorage, type ObjectStorage } from '../../storage/object-storage.ts';
import { createS3Storage, s3SettingsFromEnv } from '../../storage/s3-storage.ts';
import { cliShop, runCli, type CliShop } from '../../test-support/cli-run.ts';
import { startS3Server, type S3Server } from '../../test-support/s3-server.ts';

const setOf = (base: string) => [`${base}.webp`, ...[400, 800, 1200].map((w) => `${base}-${w}w.webp`)];
let s3: S3Server;
let shop: CliShop;
let local: ObjectStorage;

beforeAll(async () => {
  s3 = await startS3Server('taproom-copy');
  shop = await cliShop();
  local = createLocalStorage(path.join(shop.dataDir, 'uploads'));
  const database = await shop.open();
  const [product] = await database.db
    .insert(products)
    .values({ name: 'Teh Tarik Porter', category: 'beer', imageUrl: '/objects/uploads/up-main.webp' })
    .returning();
  await database.db
    .insert(productImages)
    .values({ productId: product!.id, imageUrl: '/objects/uploads/up-main.webp', displayOrder: 0 });
  // An upload redeemed just now, not yet saved to a product.
  await database.db.insert(usedUploadTokens).values({ tokenId: 'fresh' });
  await database.close();
  for (const name of [...setOf('up-main'), ...setOf('up-gone'), ...setOf('up-fresh'), 'default-beer.webp'])
    await local.put(name, Buffer.from(name), 'image/webp');
});
afterAll(async () => {
  await s3.close();
  await shop.remove();
});

async function run(args: string[], extra: Record<string, string> = {}) {
  const result = await runCli(['storage', ...args], { ...shop.env, ...extra });
  return { ...result, lines: result.stdout.split('\n').filter(Boolean) };
}

test('--help explains the commands; an unknown one is refused with the same text', async () => {
  const help = await run(['--help']);
  expect(help.code).toBe(0);
  expect(help.stdout).toMatch(/orphans --delete/);
  expect(help.stdout).toMatch(/copy-to-s3/);
  const unknown = await run(['tidy']);
  expect(unknown.code).toBe(2);
  expect(unknown.stderr).toMatch(/unknown action "tidy"/);
});

test('orphans lists files no row names, and removes them only with --delete', async () => {
  const dry = await run(['orphans']);
  expect(dry.code).toBe(0);
  expect(dry.lines.slice(0, -1)).toEqual(setOf('up-gone').sort());
  expect(dry.lines.at(-1)).toMatch(/^4 orphaned file\(s\) in .*; remove them with --delete$/);
  expect(await local.list()).toHaveLength(13);

  const removed = await run(['orphans', '--delete']);
  expect(removed.code).toBe(0);
  expect(removed.lines.at(-1)).toMatch(/^4 orphaned file\(s\) removed from /);
  expect(await local.list()).toEqual([...setOf('up-fresh'), ...setOf('up-main'), 'default-beer.webp'].sort());
  expect((await run(['orphans'])).lines).toEqual([expect.stringMatching(/^0 orphaned file\(s\)/)]);
});

test('copy-to-s3 copies the local images into the bucket once', async () => {
  const first = await run(['copy-to-s3'], s3.env);
  expect(first.code).toBe(0);
  expect(first.lines).toEqual([
    expect.stringMatching(/^9 file\(s\) copied from .* to s3:\/\/taproom-copy; 0 were there/),
  ]);
  const bucket = createS3Storage(s3SettingsFromEnv(loadEnv(s3.env)));
  expect(await bucket.list()).toEqual(await local.list());
  expect((await bucket.get('up-main-400w.webp'))?.body.toString()).toBe('up-main-400w.webp');
  bucket.close();
  const again = await run(['copy-to-s3'], s3.env);
  expect(again.lines).toEqual([expect.stringMatching(/^0 file\(s\) copied .*; 9 were there already$/)]);
  const withoutBucket = await run(['copy-to-s3']);
  expect(withoutBucket.code).toBe(1);
  expect(withoutBucket.stderr).toMatch(/^taproom storage: S3_BUCKET: required/);
});
