// @vitest-environment happy-dom
// A back-office list's filters in the address: changes made before the page has shown the one before
// build on it, and once the page shows an address (after Back, say) changes build on what it shows.
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, test } from 'vitest';
import { useListParams } from './use-list-params.ts';
import '@testing-library/jest-dom/vitest';

afterEach(cleanup);

function DayFilters() {
  const list = useListParams();
  return (
    <>
      <output>{`from ${list.get('from') || '-'}, to ${list.get('to') || '-'}, page ${list.page}`}</output>
      <button
        onClick={() => {
          // Two changes before the page renders again, as when the To day is typed right after the From day.
          list.update({ from: '2001-01-01' });
          list.update({ to: '2001-01-02' });
        }}
      >
        Both days
      </button>
      <button onClick={() => list.update({ to: '' })}>Clear To</button>
    </>
  );
}

function ordersList(address: string) {
  const router = createMemoryRouter([{ path: '/admin/orders', element: <DayFilters /> }], {
    initialEntries: [address],
  });
  render(<RouterProvider router={router} />);
  const click = (name: string) => act(async () => screen.getByRole('button', { name }).click());
  return { router, click };
}

test('a change made before the list shows the one before keeps both, and goes back to page 1', async () => {
  const { router, click } = ordersList('/admin/orders?q=TR-1031&page=3');
  await click('Both days');
  expect(router.state.location.search).toBe('?q=TR-1031&from=2001-01-01&to=2001-01-02');
  expect(screen.getByRole('status')).toHaveTextContent('from 2001-01-01, to 2001-01-02, page 1');

  await click('Clear To');
  expect(router.state.location.search).toBe('?q=TR-1031&from=2001-01-01');
});

test('after Back, a change builds on the address the list shows, not on the one left', async () => {
  const { router, click } = ordersList('/admin/orders?q=TR-1031');
  await click('Both days');
  // Each change is an entry of its own in the history; two steps back is the list as it was.
  await act(async () => router.navigate(-2));
  expect(screen.getByRole('status')).toHaveTextContent('from -, to -, page 1');

  await click('Clear To');
  expect(router.state.location.search).toBe('?q=TR-1031');
});
