import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { signInAdmin } from '../../test-support/admin-session.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.ts';
import { createUploadToken, UPLOAD_PATH_PREFIX, UPLOAD_URL_TTL_MS } from './upload-tokens.ts';

type ImageMetadata = Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

const photo = (width = 1200, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });

async function uploadUrl(): Promise<string> {
  const res = await admin.post('/api/admin/upload', {});
  expect(res.status).toBe(200);
  return res.body.uploadURL;
}

function put(url: string, body: Buffer | string, contentType = 'application/octet-stream') {
  return admin.request('PUT', url, {
    body: typeof body === 'string' ? body : new Uint8Array(body),
    headers: { 'content-type': contentType },
  });
}

async function stored(objectPath: string): Promise<{ res: Response; meta: ImageMetadata }> {
  const res = await fetch(`${t.baseUrl}${objectPath}`);
  const meta = await sharp(Buffer.from(await res.clone().arrayBuffer())).metadata();
  return { res, meta };
}

for (const [format, make] of [
  ['JPEG', () => photo().jpeg().toBuffer()],
  ['PNG', () => photo().png().toBuffer()],
  ['WebP', () => photo().webp().toBuffer()],
] as const) {
  test(`a real ${format} is stored as WebP with responsive renditions, served immutable with nosniff`, async () => {
    const res = await put(await uploadUrl(), await make(), `image/${format.toLowerCase()}`);
    expect(res.status).toBe(200);
    expect(res.body.objectPath).toMatch(/^\/objects\/uploads\/up-[A-Za-z0-9_-]+\.webp$/);
    const main = await stored(res.body.objectPath);
    expect(main.res.headers.get('content-type')).toBe('image/webp');
    expect(main.res.headers.get('cache-control')).toContain('immutable');
    expect(main.res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(main.meta).toMatchObject({ format: 'webp', width: 1200, height: 900 });
    for (const width of [400, 800]) {
      const rendition = await stored(res.body.objectPath.replace('.webp', `-${width}w.webp`));
      expect(rendition.meta).toMatchObject({ format: 'webp', width, height: (width * 3) / 4 });
    }
  });
}

test('a large photo is scaled to at most 1600 px wide in the 4:3 frame', async () => {
  const res = await put(await uploadUrl(), await photo(4000, 2000).jpeg().toBuffer());
  expect(res.status).toBe(200);
  expect((await stored(res.body.objectPath)).meta).toMatchObject({ width: 1600, height: 1200 });
});

test('a JPEG with EXIF GPS and camera data is stored without any metadata', async () => {
  const withGps = await photo()
    .jpeg()
    .withExif({
      IFD0: { Make: 'SpyCam', Model: 'Tracker 3000' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '3/1 8/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '101/1 41/1 0/1',
      },
    })
    .toBuffer();
  expect((await sharp(withGps).metadata()).exif).toBeDefined();
  const res = await put(await uploadUrl(), withGps, 'image/jpeg');
  expect(res.status).toBe(200);
  const { meta } = await stored(res.body.objectPath);
  expect(meta.exif).toBeUndefined();
  expect(meta.xmp).toBeUndefined();
  expect(meta.icc).toBeUndefined();
});

test('a photo taken sideways is turned upright by its EXIF orientation', async () => {
  // A landscape frame with orientation 6 is a portrait photo; upright, its 4:3 crop is 900 wide, 675 high.
  const sideways = await photo(1200, 900).jpeg().withMetadata({ orientation: 6 }).toBuffer();
  const res = await put(await uploadUrl(), sideways, 'image/jpeg');
  expect((await stored(res.body.objectPath)).meta).toMatchObject({ width: 900, height: 675 });
});

test('a file over 10 MB gets 413', async () => {
  const big = Buffer.alloc(11 * 1024 * 1024, 0);
  big.set([0xff, 0xd8, 0xff, 0xe0]);
  const res = await put(await uploadUrl(), big, 'image/jpeg');
  expect(res.status).toBe(413);
});

/**
 * A complete, valid PNG of 8000 × 6000 white one-bit pixels: 48 megapixels in a file of a few kilobytes,
 * the kind of file that would take far more memory to decode than it takes to send.
 */
function pixelBomb(width = 8000, height = 6000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, adaptive filter, no interlace
  const row = Buffer.alloc(1 + Math.ceil(width / 8), 0xff);
  row[0] = 0; // filter: none
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('an image with more than 40 megapixels gets 413 before it is decoded', async () => {
  const bomb = pixelBomb();
  expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({
    format: 'png',
    width: 8000,
    height: 6000,
  });
  const res = await put(await uploadUrl(), bomb, 'image/png');
  expect(res.status).toBe(413);
  expect(res.body.message).toMatch(/too many pixels/);
});

const refused: [string, () => Promise<Buffer | string>, string][] = [
  ['a text file', async () => 'just some text, not an image', 'text/plain'],
  [
    'an SVG',
    async () => '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    'image/svg+xml',
  ],
  [
    'a polyglot with JPEG magic bytes followed by HTML',
    async () =>
      Buffer.concat([
        Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
        Buffer.from('<html><script>alert(1)</script></html>'),
      ]),
    'image/jpeg',
  ],
  ['a GIF', () => photo(40, 30).gif().toBuffer(), 'image/gif'],
  [
    'a PNG header on a truncated file',
    async () => (await photo().png().toBuffer()).subarray(0, 200),
    'image/png',
  ],
];

for (const [what, make, type] of refused) {
  test(`${what} gets 415 and nothing is stored`, async () => {
    const res = await put(await uploadUrl(), await make(), type);
    expect(res.status).toBe(415);
    expect(res.body.message).toBe('Only JPEG, PNG or WebP images can be uploaded');
  });
}

test('an upload URL works once: a second PUT is refused', async () => {
  const url = await uploadUrl();
  const jpeg = await photo().jpeg().toBuffer();
  expect((await put(url, jpeg)).status).toBe(200);
  const again = await put(url, jpeg);
  expect(again.status).toBe(410);
  expect(again.body.message).toBe('This upload URL has already been used');
});

test('an expired or tampered upload URL is refused', async () => {
  const jpeg = await photo().jpeg().toBuffer();
  const expired = createUploadToken(t.deps.secret, Date.now() - UPLOAD_URL_TTL_MS - 1000);
  const res = await put(`${UPLOAD_PATH_PREFIX}${expired}`, jpeg);
  expect(res.status).toBe(410);
  expect(res.body.message).toBe('This upload URL has expired');
  const valid = (await uploadUrl()).split('/').pop()!;
  const tampered = valid.replace(/\.(\d+)\./, (_, exp: string) => `.${Number(exp) + 3_600_000}.`);
  expect((await put(`${UPLOAD_PATH_PREFIX}${tampered}`, jpeg)).status).toBe(403);
  const foreign = createUploadToken('another-secret-entirely-0123456789');
  expect((await put(`${UPLOAD_PATH_PREFIX}${foreign}`, jpeg)).status).toBe(403);
});

test('the upload URL also needs the staff session', async () => {
  const url = await uploadUrl();
  const res = await t.client().request('PUT', url, {
    body: new Uint8Array(await photo().jpeg().toBuffer()),
    headers: { 'content-type': 'image/jpeg' },
  });
  expect(res.status).toBe(401);
});

test('normalize-object-path maps our upload URL to the stored image and refuses anything else', async () => {
  const url = await uploadUrl();
  const uploaded = await put(url, await photo().png().toBuffer(), 'image/png');
  for (const imageURL of [url, `${t.baseUrl}${url}`]) {
    const res = await admin.post('/api/admin/normalize-object-path', { imageURL });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ objectPath: uploaded.body.objectPath });
  }
  const unused = await admin.post('/api/admin/normalize-object-path', { imageURL: await uploadUrl() });
  expect(unused.status).toBe(400);
  for (const imageURL of [
    'https://evil.example/pic.png',
    `${UPLOAD_PATH_PREFIX}forged.123.abc`,
    '/etc/passwd',
  ]) {
    expect((await admin.post('/api/admin/normalize-object-path', { imageURL })).status).toBe(400);
  }
});

test('an uploaded image can become a product image', async () => {
  const uploaded = await put(await uploadUrl(), await photo().webp().toBuffer(), 'image/webp');
  const product = await admin.post('/api/admin/products', { name: 'Uploaded Ale', category: 'beer' });
  const res = await admin.post(`/api/admin/products/${product.body.id}/images`, {
    imageUrl: uploaded.body.objectPath,
    altText: '',
    displayOrder: 0,
  });
  expect(res.status).toBe(201);
});
