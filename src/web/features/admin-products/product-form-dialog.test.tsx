// @vitest-environment happy-dom
// The Add and Edit Product dialog as staff use it: the limits it holds the fields to, what a save sends,
// what a refused save shows, and an edit that starts from the product's stored texts.
import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { AdminProduct } from '../../../shared/schemas/admin-products.ts';
import { apiError, fakeApi, json, type Routes } from '../../test-support/fake-api.ts';
import { findToast, renderScreen, resetScreensBetweenTests } from '../../test-support/render-screen.tsx';
import { adminProduct } from '../../test-support/shop-fixtures.ts';
import { ProductFormDialog } from './product-form-dialog.tsx';

resetScreensBetweenTests();

const PRODUCTS = '/api/admin/products';
const CREATE = `POST ${PRODUCTS}`;

/** The products page's part: the dialog opened, and closed when it says so. */
function OpenedDialog({ product }: { product?: AdminProduct }) {
  const [open, setOpen] = useState(true);
  return <ProductFormDialog open={open} onOpenChange={setOpen} product={product} />;
}

async function openDialog(routes: Routes, product?: AdminProduct) {
  const api = fakeApi({ [`GET ${PRODUCTS}`]: json(200, []), 'GET /api/products': json(200, []), ...routes });
  const view = await renderScreen(<OpenedDialog product={product} />, {
    texts: ['admin'],
    route: '/admin/products',
  });
  const dialog = await screen.findByRole('dialog', { name: product ? 'Edit Product' : 'Add Product' });
  return { ...view, api, dialog };
}

test('a save without a name, or with texts and numbers past their limits, shows each error and sends nothing', async () => {
  const { dialog, fill, user, api } = await openDialog({});
  await fill(within(dialog).getByLabelText('Style'), 'x'.repeat(101));
  await fill(within(dialog).getByLabelText('ABV (%)'), '5.55');
  await fill(within(dialog).getByLabelText('IBU'), '12.5');
  await user.click(within(dialog).getByRole('button', { name: 'Create Product' }));

  expect(await within(dialog).findByText('Name is required')).toBeVisible();
  expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
  expect(within(dialog).getByText('This text is too long')).toBeVisible();
  expect(within(dialog).getByText('ABV must be a number from 0 to 99.9 in steps of 0.1')).toBeVisible();
  expect(within(dialog).getByText('IBU must be a whole number of 0 or more')).toBeVisible();
  expect(api.sent(CREATE)).toHaveLength(0);
});

test('a name is held to 200 characters', async () => {
  const { dialog, fill, user, api } = await openDialog({});
  await fill(within(dialog).getByLabelText('Name'), 'n'.repeat(201));
  await user.click(within(dialog).getByRole('button', { name: 'Create Product' }));
  expect(await within(dialog).findByText('This text is too long')).toBeVisible();

  await fill(within(dialog).getByLabelText('Name'), 'n'.repeat(200));
  expect(within(dialog).queryByText('This text is too long')).not.toBeInTheDocument();
  expect(api.sent(CREATE)).toHaveLength(0);
});

test('a mistake in a translation brings its language tab forward', async () => {
  const { dialog, fill, user, api } = await openDialog({});
  await fill(within(dialog).getByLabelText('Name'), 'Hornbill IPA');
  await user.click(within(dialog).getByRole('tab', { name: 'Bahasa Malaysia' }));
  await fill(within(dialog).getByLabelText('Name'), 'm'.repeat(201));
  await user.click(within(dialog).getByRole('tab', { name: 'English' }));
  await user.click(within(dialog).getByRole('button', { name: 'Create Product' }));

  expect(await within(dialog).findByText('This text is too long')).toBeVisible();
  expect(within(dialog).getByRole('tab', { name: 'Bahasa Malaysia' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(api.sent(CREATE)).toHaveLength(0);
});

test('creating a product sends its fields, empty ones as null, and closes the dialog with a notice', async () => {
  const created = adminProduct({ id: 'p-new', name: 'Hornbill IPA' });
  const { dialog, fill, user, api } = await openDialog({ [CREATE]: json(201, created) });
  await fill(within(dialog).getByLabelText('Name'), '  Hornbill IPA ');
  await fill(within(dialog).getByLabelText('Description'), 'Citrus and pine.');
  await fill(within(dialog).getByLabelText('ABV (%)'), '6.5');
  await fill(within(dialog).getByLabelText('IBU'), '55');
  await user.click(within(dialog).getByRole('checkbox', { name: 'Top Seller' }));
  await user.click(within(dialog).getByRole('combobox', { name: 'Category' }));
  await user.click(await screen.findByRole('option', { name: 'Rice Wine' }));
  await user.click(within(dialog).getByRole('tab', { name: '中文' }));
  await fill(within(dialog).getByLabelText('Name'), '犀鸟 IPA');
  await user.click(within(dialog).getByRole('button', { name: 'Create Product' }));

  expect(await findToast('Success')).toHaveTextContent('Product created successfully');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  const untranslated = {
    name: null,
    description: null,
    style: null,
    color: null,
    tastingNotes: null,
    brewingStory: null,
  };
  expect(api.sent(CREATE)[0]?.body).toEqual({
    name: 'Hornbill IPA',
    description: 'Citrus and pine.',
    category: 'rice-wine',
    abv: 6.5,
    ibu: 55,
    style: null,
    color: null,
    tastingNotes: null,
    brewingStory: null,
    isTopSeller: true,
    isActive: true,
    releaseAt: null,
    translations: { ms: untranslated, zh: { ...untranslated, name: '犀鸟 IPA' } },
  });
});

test('a release date and time is read and sent in Malaysian time, and shown again when editing', async () => {
  const stored = adminProduct({
    id: 'p-fest',
    name: 'Festival Saison',
    releaseAt: '2026-12-01T02:00:00.000Z',
  });
  const { dialog, fill, user, api } = await openDialog(
    { [`PUT ${PRODUCTS}/p-fest`]: json(200, stored) },
    stored,
  );
  const release = within(dialog).getByLabelText('Release (Malaysian time)');
  expect(release).toHaveValue('2026-12-01T10:00');
  await fill(release, '2026-12-24T18:30');
  await user.click(within(dialog).getByRole('button', { name: 'Update Product' }));

  expect(await findToast('Success')).toBeVisible();
  expect(api.sent(`PUT ${PRODUCTS}/p-fest`)[0]?.body).toMatchObject({
    releaseAt: '2026-12-24T18:30:00+08:00',
  });
});

test('a save the server refuses shows its reason and keeps the dialog open with what was typed', async () => {
  const { dialog, fill, user } = await openDialog({
    [CREATE]: apiError(400, 'A product named Hornbill IPA already exists'),
  });
  await fill(within(dialog).getByLabelText('Name'), 'Hornbill IPA');
  await user.click(within(dialog).getByRole('button', { name: 'Create Product' }));

  const toast = await findToast('Error');
  expect(toast).toHaveTextContent('A product named Hornbill IPA already exists');
  expect(toast).not.toHaveTextContent('Failed to create product');
  expect(screen.getByRole('dialog', { name: 'Add Product' })).toBeVisible();
  expect(within(dialog).getByLabelText('Name')).toHaveValue('Hornbill IPA');
});

test('a save that fails on the server for another reason says the save failed, not the raw answer', async () => {
  const { dialog, fill, user } = await openDialog({ [CREATE]: apiError(500, 'connection reset') });
  await fill(within(dialog).getByLabelText('Name'), 'Hornbill IPA');
  await user.click(within(dialog).getByRole('button', { name: 'Create Product' }));

  const toast = await findToast('Error');
  expect(toast).toHaveTextContent('Failed to create product');
  expect(toast).not.toHaveTextContent('connection reset');
  expect(screen.getByRole('dialog', { name: 'Add Product' })).toBeVisible();
});

test('editing starts from the stored product and its translations, and saves to that product', async () => {
  const stored = adminProduct({
    id: 'p-stout',
    name: 'Monsoon Stout',
    category: 'beer',
    abv: '7.20',
    ibu: 40,
    style: 'Oatmeal Stout',
    isActive: false,
    translations: {
      ms: {
        name: 'Stout Monsun',
        description: null,
        style: null,
        color: null,
        tastingNotes: null,
        brewingStory: null,
      },
    },
  });
  const { dialog, fill, user, api } = await openDialog(
    { [`PUT ${PRODUCTS}/p-stout`]: json(200, stored) },
    stored,
  );
  expect(within(dialog).getByLabelText('Name')).toHaveValue('Monsoon Stout');
  expect(within(dialog).getByLabelText('ABV (%)')).toHaveValue(7.2);
  expect(within(dialog).getByLabelText('IBU')).toHaveValue(40);
  expect(within(dialog).getByLabelText('Style')).toHaveValue('Oatmeal Stout');
  expect(within(dialog).getByRole('checkbox', { name: 'Active' })).not.toBeChecked();
  await user.click(within(dialog).getByRole('tab', { name: 'Bahasa Malaysia' }));
  expect(within(dialog).getByLabelText('Name')).toHaveValue('Stout Monsun');

  await user.click(within(dialog).getByRole('tab', { name: 'English' }));
  await fill(within(dialog).getByLabelText('IBU'), '42');
  await user.click(within(dialog).getByRole('button', { name: 'Update Product' }));

  expect(await findToast('Success')).toHaveTextContent('Product updated successfully');
  expect(api.sent(`PUT ${PRODUCTS}/p-stout`)[0]?.body).toMatchObject({
    name: 'Monsoon Stout',
    abv: 7.2,
    ibu: 42,
    isActive: false,
    translations: { ms: { name: 'Stout Monsun' } },
  });
});
