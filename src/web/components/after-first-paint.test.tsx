// @vitest-environment happy-dom
// What lies below the first screen waits for the visit's first paint, unless the page opens scrolled.
import { cleanup, render as renderAlone, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';

beforeEach(() => {
  vi.resetModules();
  sessionStorage.clear();
});
afterEach(cleanup);

async function freshAfterFirstPaint() {
  return (await import('./after-first-paint.tsx')).AfterFirstPaint;
}

/** Renders `ui` on the visit's page at `address` (its history entry keyed "default", as a first page's is). */
function render(ui: ReactElement, address = '/') {
  return renderAlone(<MemoryRouter initialEntries={[address]}>{ui}</MemoryRouter>);
}

test('on the first page, the part below the first screen comes after the first paint; later pages draw it at once', async () => {
  const AfterFirstPaint = await freshAfterFirstPaint();
  render(
    <>
      <h1>Taproom</h1>
      <AfterFirstPaint>
        <footer>Kota Kinabalu</footer>
      </AfterFirstPaint>
    </>,
  );
  expect(screen.getByRole('heading', { name: 'Taproom' })).toBeDefined();
  expect(screen.queryByText('Kota Kinabalu')).toBeNull();
  expect(await screen.findByText('Kota Kinabalu')).toBeDefined();

  cleanup();
  render(
    <AfterFirstPaint>
      <footer>Kota Kinabalu</footer>
    </AfterFirstPaint>,
  );
  expect(screen.getByText('Kota Kinabalu')).toBeDefined();
});

test('a first page opened at a #fragment draws everything at once, so the fragment is there to land on', async () => {
  const AfterFirstPaint = await freshAfterFirstPaint();
  render(
    <AfterFirstPaint>
      <h2 id="top-sellers-title">Top Sellers</h2>
    </AfterFirstPaint>,
    '/#top-sellers-title',
  );
  expect(screen.getByRole('heading', { name: 'Top Sellers' })).toBeDefined();
});

test('a first page reloaded mid-way draws everything at once, so its position is there to return to', async () => {
  sessionStorage.setItem('react-router-scroll-positions', JSON.stringify({ default: 1200 }));
  const AfterFirstPaint = await freshAfterFirstPaint();
  render(
    <AfterFirstPaint>
      <footer>Kota Kinabalu</footer>
    </AfterFirstPaint>,
  );
  expect(screen.getByText('Kota Kinabalu')).toBeDefined();
});
