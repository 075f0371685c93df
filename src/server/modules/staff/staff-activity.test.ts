// Staff accounts changed on the server's command line (`taproom staff`) appear in the activity trail with
// the change, with no staff member as the actor; the account named in the server's settings does not.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ActivityEvent } from '../../../shared/schemas/activity.ts';
import { signInAdmin } from '../../test-support/admin-session.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.ts';
import { resetStaffPassword, setStaffDisabled, upsertAdmin } from './staff-accounts.ts';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAdmin(t);
}, 120_000);
afterAll(() => t.close());

async function staffAccountEvents(): Promise<Pick<ActivityEvent, 'action' | 'actorEmail' | 'entityLabel'>[]> {
  const res = await admin.get<{ items: ActivityEvent[] }>('/api/admin/activity?kind=signIns&pageSize=50');
  expect(res.status).toBe(200);
  return res.body.items
    .filter((item) => item.action !== 'staff.sign-in')
    .map(({ action, actorEmail, entityLabel }) => ({ action, actorEmail, entityLabel }))
    .reverse();
}

test('creating, resetting, disabling and enabling an account on the command line is each recorded once', async () => {
  const db = t.database.db;
  await upsertAdmin(db, 'Cashier@Taproom.test', 'first-password-1', { recorded: true });
  await upsertAdmin(db, 'cashier@taproom.test', 'second-password-2', { recorded: true });
  await resetStaffPassword(db, 'cashier@taproom.test', 'third-password-3');
  expect(await setStaffDisabled(db, { email: 'cashier@taproom.test' }, true)).toBe('done');
  expect(await setStaffDisabled(db, { email: 'cashier@taproom.test' }, true)).toBe('unchanged');
  expect(await setStaffDisabled(db, { email: 'cashier@taproom.test' }, false)).toBe('done');
  expect(await setStaffDisabled(db, { email: 'nobody@taproom.test' }, true)).toBe('not-found');

  const cashier = (action: string) => ({ action, actorEmail: null, entityLabel: 'cashier@taproom.test' });
  expect(await staffAccountEvents()).toEqual([
    cashier('staff.create'),
    cashier('staff.password-set'),
    cashier('staff.password-set'),
    cashier('staff.disable'),
    cashier('staff.enable'),
  ]);
});

test("the account from the server's settings is set up without an entry in the trail", async () => {
  const before = (await staffAccountEvents()).length;
  await upsertAdmin(t.database.db, 'owner@taproom.test', 'settings-password-1');
  expect(await staffAccountEvents()).toHaveLength(before);
});
