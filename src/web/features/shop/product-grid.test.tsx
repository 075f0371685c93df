// @vitest-environment happy-dom
// The shop's grid as a screen reader walks it: each product's name is a heading one level below the
// page's own (the shop's h1), so the outline has no gap.
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { Product } from '../../../shared/schemas/catalog.ts';
import type { UseQueryResult } from '@tanstack/react-query';
import { renderScreen, resetScreensBetweenTests } from '../../test-support/render-screen.tsx';
import { product } from '../../test-support/shop-fixtures.ts';
import { ProductGrid } from './product-grid.tsx';

resetScreensBetweenTests();

/** The catalogue read as the grid gets it once the answer is there (only the fields the grid reads). */
const answered = (data: Product[]) =>
  ({
    data,
    error: null,
    status: 'success',
    isPending: false,
    isError: false,
    isSuccess: true,
  }) as UseQueryResult<Product[]>;

test('every product on the shop is named by a second-level heading', async () => {
  const products = [
    product({ id: 'p1', name: 'Malam Pandan Stout' }),
    product({ id: 'p2', name: 'Lihing Klasik' }),
  ];
  await renderScreen(
    <ProductGrid query={answered(products)} category={null} sort="name" onShowAll={() => undefined} />,
    { texts: ['shop'], route: '/shop' },
  );
  const headings = await screen.findAllByRole('heading', { level: 2 });
  expect(headings.map((heading) => heading.textContent)).toEqual(['Lihing Klasik', 'Malam Pandan Stout']);
  expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
});

test('the grid holds every product but shows a page of them, and Load More shows the rest', async () => {
  const products = Array.from({ length: 14 }, (_, index) =>
    product({ id: `p${index}`, name: `Batch ${String(index).padStart(2, '0')}` }),
  );
  const { user } = await renderScreen(
    <ProductGrid query={answered(products)} category={null} sort="name" onShowAll={() => undefined} />,
    { texts: ['shop'], route: '/shop' },
  );
  expect(await screen.findAllByRole('heading', { level: 2 })).toHaveLength(12);
  // The other two are in the page already, out of sight until the visitor asks.
  expect(screen.getAllByRole('heading', { level: 2, hidden: true })).toHaveLength(14);
  await user.click(screen.getByRole('button', { name: 'Load More' }));
  expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(14);
  expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
});
