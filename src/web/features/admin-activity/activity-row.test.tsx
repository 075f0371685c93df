// @vitest-environment happy-dom
// One line of the activity trail as staff read it: a change offers its before and after values, a sign-in
// (which records none) offers nothing to open.
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { ActivityEvent } from '../../../shared/schemas/activity.ts';
import { renderScreen, resetScreensBetweenTests } from '../../test-support/render-screen.tsx';
import { ActivityRow } from './activity-row.tsx';

resetScreensBetweenTests();

const event = (overrides: Partial<ActivityEvent>): ActivityEvent => ({
  id: 1,
  at: '2026-11-20T02:15:00.000Z',
  actorId: 'staff-1',
  actorEmail: 'brewer@taproom.test',
  action: 'staff.sign-in',
  entityType: 'staff',
  entityId: 'staff-1',
  entityLabel: 'brewer@taproom.test',
  changes: { before: {}, after: {} },
  ...overrides,
});

test('a price change opens onto the field with its value before and after', async () => {
  const { user } = await renderScreen(
    <ActivityRow
      event={event({
        action: 'variant.price',
        entityType: 'variant',
        entityLabel: 'Malam Pandan Stout 330ML Bottle',
        changes: { before: { price: '14.00' }, after: { price: '15.50' } },
      })}
    />,
    { texts: ['admin'] },
  );
  await user.click(screen.getByText('Show before and after'));
  expect(screen.getByRole('term')).toHaveTextContent('Price');
  const [before, after] = screen.getAllByRole('definition');
  expect(before).toHaveTextContent('BeforeRM 14.00');
  expect(after).toHaveTextContent('AfterRM 15.50');
});

test('an image change shows the pictures, never their storage paths', async () => {
  const { user } = await renderScreen(
    <ActivityRow
      event={event({
        action: 'product.main-image',
        entityType: 'product',
        entityLabel: 'Kinabalu Haze',
        changes: {
          before: { imageUrl: '/objects/uploads/first.webp' },
          after: { imageUrl: '/objects/uploads/second.webp' },
        },
      })}
    />,
    { texts: ['admin'] },
  );
  await user.click(screen.getByText('Show before and after'));
  expect(screen.getByRole('term')).toHaveTextContent('Image');
  const pictures = screen.getAllByRole('img', { name: 'Image 1' });
  expect(pictures.map((picture) => picture.getAttribute('src'))).toEqual([
    '/objects/uploads/first-400w.webp',
    '/objects/uploads/second-400w.webp',
  ]);
  expect(document.body.textContent).not.toContain('/objects/');
});

test('a sign-in shows who and when, with nothing to open', async () => {
  await renderScreen(<ActivityRow event={event({})} />, { texts: ['admin'] });
  expect(screen.getByText('brewer@taproom.test')).toBeVisible();
  expect(screen.queryByText('Show before and after')).not.toBeInTheDocument();
});

test('a staff account disabled on the server names the command line as who did it', async () => {
  await renderScreen(
    <ActivityRow
      event={event({
        actorId: null,
        actorEmail: null,
        action: 'staff.disable',
        entityLabel: 'cashier@taproom.test',
      })}
    />,
    { texts: ['admin'] },
  );
  expect(screen.getByText('Server command line')).toBeVisible();
  expect(screen.getByText('disabled the staff account cashier@taproom.test')).toBeVisible();
});
