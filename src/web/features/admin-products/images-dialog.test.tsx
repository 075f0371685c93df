// @vitest-environment happy-dom
// The product's image manager as staff use it: the images in their order, moving one with the keyboard,
// deleting one (only once confirmed), and the files it refuses before anything is uploaded.
import { screen, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import type { Product } from '../../../shared/schemas/catalog.ts';
import { apiError, fakeApi, fakeUploadTarget, json, type Routes } from '../../test-support/fake-api.ts';
import { findToast, renderScreen, resetScreensBetweenTests } from '../../test-support/render-screen.tsx';
import { image, product } from '../../test-support/shop-fixtures.ts';
import { ImagesDialog } from './images-dialog.tsx';

resetScreensBetweenTests();

const PRODUCT = '/api/admin/products/p-ale';
const gallery = [
  image({ id: 'i-glass', productId: 'p-ale', displayOrder: 0, altText: 'A glass of pale ale' }),
  image({ id: 'i-bottle', productId: 'p-ale', displayOrder: 1, altText: null }),
  image({ id: 'i-crate', productId: 'p-ale', displayOrder: 2, altText: 'A crate on the bar' }),
];
const ale = product({ id: 'p-ale', name: 'Pale Ale', images: gallery });

async function openImages(shown: Product, routes: Routes = {}) {
  const api = fakeApi({
    'GET /api/admin/products': json(200, []),
    'GET /api/products': json(200, []),
    ...routes,
  });
  const view = await renderScreen(<ImagesDialog product={shown} onOpenChange={() => undefined} />, {
    texts: ['admin'],
    route: '/admin/products',
  });
  const dialog = await screen.findByRole('dialog', { name: `Manage Images: ${shown.name}` });
  return { ...view, api, dialog };
}

const imageNames = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'Product images' }))
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('img').getAttribute('alt'));

/** The file picker the "Choose Images" button opens. */
const filePicker = (dialog: HTMLElement) => {
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('The image manager has no file picker');
  return input;
};

test('a product without images says so and offers to choose some', async () => {
  const { dialog } = await openImages(product({ id: 'p-new', name: 'New Brew' }));
  expect(within(dialog).getByText('No images yet.')).toBeVisible();
  expect(within(dialog).queryByRole('list', { name: 'Product images' })).not.toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Choose Images' })).toBeEnabled();
});

test('the images show in display order, the first marked as the main image, unnamed ones numbered', async () => {
  const { dialog } = await openImages(ale);
  expect(imageNames(dialog)).toEqual(['A glass of pale ale', 'Product image 2', 'A crate on the bar']);
  const [first, second] = within(dialog).getAllByTestId('product-image-item');
  expect(first).toHaveTextContent('Main image');
  expect(second).not.toHaveTextContent('Main image');
});

// dnd-kit measures where each image sits; a DOM without layout is given one image per 100 px row (until
// the test ends, when the helper restores every mock).
function layOutImagesInRows() {
  const measure = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
  measure.mockImplementation(function (this: HTMLElement) {
    const row = this.closest('[data-testid="product-image-item"]');
    const index = row ? [...(row.parentElement?.children ?? [])].indexOf(row) : 0;
    return new DOMRect(0, index * 100, 400, 80);
  });
}

test('an image moved down with the keyboard takes its new place and the new order is saved', async () => {
  layOutImagesInRows();
  const { dialog, user, api } = await openImages(ale, { [`PUT ${PRODUCT}/images/reorder`]: json(200, null) });
  within(dialog).getByRole('button', { name: 'Move image 1: A glass of pale ale' }).focus();
  await user.keyboard(' ');
  await user.keyboard('{ArrowDown}');
  await user.keyboard(' ');

  expect(imageNames(dialog)).toEqual(['Product image 1', 'A glass of pale ale', 'A crate on the bar']);
  expect(api.sent(`PUT ${PRODUCT}/images/reorder`)[0]?.body).toEqual({
    imageOrders: [
      { id: 'i-bottle', order: 0 },
      { id: 'i-glass', order: 1 },
      { id: 'i-crate', order: 2 },
    ],
  });
  expect(await findToast('Success')).toHaveTextContent('Images reordered successfully');
});

/** The confirmation the delete button of an image opens. */
async function askToDelete(
  user: Awaited<ReturnType<typeof openImages>>['user'],
  dialog: HTMLElement,
  alt: string,
) {
  await user.click(within(dialog).getByRole('button', { name: `Delete ${alt}` }));
  return screen.findByRole('dialog', { name: 'Delete this image?' });
}

test('deleting an image asks first: cancelling keeps it and sends nothing', async () => {
  const { dialog, user, api } = await openImages(ale);
  const confirm = await askToDelete(user, dialog, 'A crate on the bar');
  expect(confirm).toHaveTextContent("Customers will no longer see it on the product's page.");
  await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));

  expect(screen.queryByRole('dialog', { name: 'Delete this image?' })).not.toBeInTheDocument();
  expect(imageNames(dialog)).toEqual(['A glass of pale ale', 'Product image 2', 'A crate on the bar']);
  expect(api.sent(`DELETE ${PRODUCT}/images/i-crate`)).toHaveLength(0);
});

test('a confirmed delete removes that image only and says so', async () => {
  const { dialog, user, api } = await openImages(ale, {
    [`DELETE ${PRODUCT}/images/i-crate`]: json(200, null),
  });
  const confirm = await askToDelete(user, dialog, 'A crate on the bar');
  await user.click(within(confirm).getByRole('button', { name: 'Delete Image' }));

  expect(await findToast('Success')).toHaveTextContent('Image deleted successfully');
  expect(api.sent(`DELETE ${PRODUCT}/images/i-crate`)).toHaveLength(1);
  expect(api.sent(`DELETE ${PRODUCT}/images/i-glass`)).toHaveLength(0);
  await expect.poll(() => screen.queryByRole('dialog', { name: 'Delete this image?' })).toBeNull();
});

test('a failed delete says so', async () => {
  const { dialog, user } = await openImages(ale, {
    [`DELETE ${PRODUCT}/images/i-glass`]: apiError(500, 'Oops'),
  });
  const confirm = await askToDelete(user, dialog, 'A glass of pale ale');
  await user.click(within(confirm).getByRole('button', { name: 'Delete Image' }));
  expect(await findToast('Error')).toHaveTextContent('Failed to delete image');
});

test.each([
  [
    'a file that is not an image',
    [new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' })],
    'menu.pdf is not a JPG, PNG or WebP image.',
  ],
  [
    'a GIF',
    [new File(['GIF89a'], 'party.gif', { type: 'image/gif' })],
    'party.gif is not a JPG, PNG or WebP image.',
  ],
  [
    'more than ten files',
    Array.from({ length: 11 }, (_, n) => new File(['x'], `shot-${n}.jpg`, { type: 'image/jpeg' })),
    'Choose at most 10 files at a time.',
  ],
])('picking %s is refused before anything is uploaded', async (_, files, message) => {
  const { dialog, user, api } = await openImages(ale);
  await user.upload(filePicker(dialog), files);
  expect(within(dialog).getByRole('alert')).toHaveTextContent(message);
  expect(api.sent('POST /api/admin/upload')).toHaveLength(0);
});

test('an image over 10 MB is refused before anything is uploaded', async () => {
  const { dialog, user, api } = await openImages(ale);
  const big = new File(['x'], 'huge.jpg', { type: 'image/jpeg' });
  Object.defineProperty(big, 'size', { value: 10_485_761 });
  await user.upload(filePicker(dialog), big);
  expect(within(dialog).getByRole('alert')).toHaveTextContent('huge.jpg is larger than 10MB.');
  expect(api.sent('POST /api/admin/upload')).toHaveLength(0);
});

test('when no upload address can be had, the upload is marked failed and the notice says why', async () => {
  const { dialog, user } = await openImages(ale, { 'POST /api/admin/upload': apiError(500, 'Storage down') });
  await user.upload(filePicker(dialog), new File(['jpg'], 'label.jpg', { type: 'image/jpeg' }));
  expect(await findToast('Upload Error')).toHaveTextContent('Failed to get upload URL. Please try again.');
  const progress = within(dialog).getByRole('list', { name: 'Upload progress' });
  expect(progress).toHaveTextContent('label.jpg');
  expect(progress).toHaveTextContent('Failed');
});

// The server's path for each stored file (a .webp it made) is what the image records, not the upload's own.
test('chosen images upload one after another and are added after the existing ones, with the alt text typed', async () => {
  let next = 0;
  const { dialog, user, fill, api } = await openImages(ale, {
    'POST /api/admin/upload': () => json(200, { uploadURL: `/storage/upload/u${++next}` }),
    'POST /api/admin/normalize-object-path': ({ body }) => {
      const { imageURL } = body as { imageURL: string };
      return json(200, { objectPath: `/objects/uploads/${imageURL.split('/').pop()}.webp` });
    },
    [`POST ${PRODUCT}/images`]: json(201, null),
  });
  const stored = fakeUploadTarget((url) => `/objects/uploads/${url.split('/').pop()}.jpg`);
  await fill(within(dialog).getByLabelText('Alt text (optional)'), 'Cans on ice');
  const files = ['cans.jpg', 'pour.png'].map(
    (name) => new File(['img'], name, { type: `image/${name.endsWith('png') ? 'png' : 'jpeg'}` }),
  );
  await user.upload(filePicker(dialog), files);

  expect(await findToast('Success')).toHaveTextContent('Image added successfully');
  await expect.poll(() => api.sent(`POST ${PRODUCT}/images`)).toHaveLength(2);
  expect(stored.map((upload) => [upload.url, upload.contentType, upload.file.name])).toEqual([
    ['/storage/upload/u1', 'image/jpeg', 'cans.jpg'],
    ['/storage/upload/u2', 'image/png', 'pour.png'],
  ]);
  expect(api.sent(`POST ${PRODUCT}/images`).map((call) => call.body)).toEqual([
    { imageUrl: '/objects/uploads/u1.webp', altText: 'Cans on ice', displayOrder: 3 },
    { imageUrl: '/objects/uploads/u2.webp', altText: 'Cans on ice', displayOrder: 4 },
  ]);
  const progress = within(dialog).getByRole('list', { name: 'Upload progress' });
  await expect.poll(() => within(progress).getAllByText('100%')).toHaveLength(2);
  expect(within(dialog).getByLabelText('Alt text (optional)')).toHaveValue('');
});
