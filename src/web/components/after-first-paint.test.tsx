// @vitest-environment happy-dom
// What lies below the first screen waits for the visit's first paint, unless the page opens scrolled.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';

beforeEach(() => {
  vi.resetModules();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
afterEach(cleanup);

async function freshAfterFirstPaint() {
  return (await import('./after-first-paint.tsx')).AfterFirstPaint;
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
  window.history.replaceState(null, '', '/#top-sellers-title');
  const AfterFirstPaint = await freshAfterFirstPaint();
  render(
    <AfterFirstPaint>
      <h2 id="top-sellers-title">Top Sellers</h2>
    </AfterFirstPaint>,
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
