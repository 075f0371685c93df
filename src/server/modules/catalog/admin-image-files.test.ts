// Deleting an image or a product removes its stored files and renditions, on local disk and in an S3
// bucket alike; a file another product still shows stays; an upload the store refuses answers 503 and adds
// no image, and an image the absent store cannot give answers 503 too.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { IMAGE_RENDITION_WIDTHS } from '../../../shared/images.ts';
import type { ObjectStorage } from '../../storage/object-storage.ts';
import { createS3Storage, s3SettingsFromEnv } from '../../storage/s3-storage.ts';
import { loadEnv } from '../../env.ts';
import { signInAdmin } from '../../test-support/admin-session.ts';
import { startS3Server, type S3Server } from '../../test-support/s3-server.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.ts';

let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3Server('taproom-images');
});
afterAll(() => s3.close());

const picture = () =>
  sharp({ create: { width: 900, height: 675, channels: 3, background: { r: 90, g: 60, b: 20 } } })
    .png()
    .toBuffer();

const filesOf = (objectPath: string) => {
  const base = objectPath.replace(/\.webp$/, '');
  return [objectPath, ...IMAGE_RENDITION_WIDTHS.map((w) => `${base}-${w}w.webp`)];
};

async function upload(admin: TestClient): Promise<string> {
  const { body } = await admin.post('/api/admin/upload', {});
  const res = await admin.request('PUT', body.uploadURL, { body: new Uint8Array(await picture()) });
  expect(res.status).toBe(200);
  return res.body.objectPath;
}

async function product(admin: TestClient, name: string): Promise<string> {
  const res = await admin.post('/api/admin/products', { name, category: 'beer', isActive: true });
  expect(res.status).toBe(201);
  return res.body.id;
}

const statuses = (t: TestApp, paths: string[]) =>
  Promise.all(paths.map(async (p) => (await fetch(t.baseUrl + p)).status));

for (const driver of ['local disk', 'S3 bucket'] as const) {
  describe(`on ${driver}`, () => {
    let t: TestApp;
    let admin: TestClient;
    let storage: ObjectStorage | undefined;
    beforeAll(async () => {
      storage = driver === 'S3 bucket' ? createS3Storage(s3SettingsFromEnv(loadEnv(s3.env))) : undefined;
      t = await startTestApp({ storage });
      admin = await signInAdmin(t);
    });
    afterAll(() => t.close());

    test('deleting an image removes its file and renditions; one another product shows stays', async () => {
      const id = await product(admin, 'Hibiscus Saison');
      const other = await product(admin, 'Pandan Ale');
      const [kept, dropped] = [await upload(admin), await upload(admin)];
      for (const [target, url, order] of [
        [id, kept, 0],
        [id, dropped, 1],
        [other, kept, 0],
      ] as const)
        expect(
          (
            await admin.post(`/api/admin/products/${target}/images`, {
              imageUrl: url,
              altText: null,
              displayOrder: order,
            })
          ).status,
        ).toBe(201);
      expect(await statuses(t, [...filesOf(kept), ...filesOf(dropped)])).toEqual(Array(8).fill(200));

      const images = (await admin.get(`/api/admin/products/${id}/images`)).body as {
        id: string;
        imageUrl: string;
      }[];
      for (const image of images)
        expect((await admin.delete(`/api/admin/products/${id}/images/${image.id}`)).status).toBe(200);
      expect(await statuses(t, filesOf(dropped))).toEqual([404, 404, 404, 404]);
      expect(await statuses(t, filesOf(kept))).toEqual([200, 200, 200, 200]);
    });

    test('deleting a product removes the files of all its images', async () => {
      const id = await product(admin, 'Durian Stout');
      const urls = [await upload(admin), await upload(admin)];
      for (const [i, url] of urls.entries())
        await admin.post(`/api/admin/products/${id}/images`, {
          imageUrl: url,
          altText: null,
          displayOrder: i,
        });
      expect((await admin.delete(`/api/admin/products/${id}`)).status).toBe(200);
      expect(await statuses(t, urls.flatMap(filesOf))).toEqual(Array(8).fill(404));
    });
  });
}

test('an upload the object store refuses answers 503 and adds no image', async () => {
  const store = await startS3Server('taproom-refusing');
  const storage = createS3Storage(s3SettingsFromEnv(loadEnv(store.env)));
  const t = await startTestApp({ storage });
  try {
    const admin = await signInAdmin(t);
    const id = await product(admin, 'Calamansi Gose');
    await store.close();
    const { body } = await admin.post('/api/admin/upload', {});
    const res = await admin.request('PUT', body.uploadURL, { body: new Uint8Array(await picture()) });
    expect(res.status).toBe(503);
    expect(res.body.message).toBe('The image could not be stored; please try again');
    expect((await admin.get(`/api/admin/products/${id}/images`)).body).toEqual([]);
    const named = await admin.post('/api/admin/normalize-object-path', { imageURL: body.uploadURL });
    expect(named.status).toBeGreaterThanOrEqual(400);
    // Reading from the absent store is "try again", not "there is no such image".
    const served = await fetch(`${t.baseUrl}/objects/uploads/default-beer.webp`);
    expect(served.status).toBe(503);
    expect(served.headers.get('retry-after')).toBe('5');
  } finally {
    storage.close();
    await t.close();
  }
});
