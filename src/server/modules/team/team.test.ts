// The team screen's calls: an owner invites by email, the invitee chooses a password through a link that
// works once for 72 hours, and owners change roles and access, never leaving the shop without an owner.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { LAST_OWNER, type Team } from '../../../shared/schemas/team.ts';
import { mailOutbox, staffInvitations } from '../../db/schema.ts';
import { signInAdmin, TEST_ADMIN } from '../../test-support/admin-session.ts';
import { documentedClient } from '../../test-support/api-document.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.ts';
import { auditTrail } from '../audit/test-support.ts';

let t: TestApp;
let owner: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  owner = await signInAdmin(t, await documentedClient(t));
});
afterAll(() => t.close());

/** The token of the newest invitation mailed to `email`. */
async function invitationToken(email: string): Promise<string> {
  const mails = await t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, 'staff-invitation')));
  const newest = mails.sort((a, b) => +b.createdAt - +a.createdAt)[0];
  const link = /https?:\/\/\S+\/admin\/invitation#token=([A-Za-z0-9_-]{43})/.exec(newest?.textBody ?? '');
  expect(link, `an invitation mail to ${email}`).not.toBeNull();
  return link![1]!;
}

async function invite(email: string, role: 'owner' | 'staff'): Promise<string> {
  const res = await owner.post<Team>('/api/admin/team/invitations', { email, role, language: 'en' });
  expect(res.status).toBe(201);
  return invitationToken(email.toLowerCase());
}

const memberOf = async (email: string) =>
  (await owner.get<Team>('/api/admin/team')).body.members.find((m) => m.email === email)!;

const accept = (client: TestClient, token: string, password = 'cellar-door-42') =>
  client.post('/api/team/invitation/accept', { token, password, firstName: 'Mei', lastName: 'Ling' });

test('an invited member chooses a password through the link, is signed in, and works with their role', async () => {
  const token = await invite('Mei@Taproom.test', 'staff');
  const invited = await memberOf('mei@taproom.test');
  expect(invited).toMatchObject({ role: 'staff', state: 'invited', twoFactor: false });
  expect(Date.parse(invited.invitationExpiresAt!) - Date.now()).toBeGreaterThan(71.9 * 3600_000);

  const browser = t.client();
  expect((await browser.post('/api/team/invitation', { token })).body).toEqual({
    ok: true,
    email: 'mei@taproom.test',
    role: 'staff',
  });
  const accepted = await accept(browser, token);
  expect(accepted.status).toBe(200);
  expect(accepted.body).toMatchObject({ email: 'mei@taproom.test', role: 'staff', firstName: 'Mei' });
  expect((await browser.get('/api/auth/user')).body).toMatchObject({ role: 'staff' });
  expect((await browser.get('/api/admin/orders')).status).toBe(200);
  expect((await browser.get('/api/admin/team')).status).toBe(403);
  expect(await memberOf('mei@taproom.test')).toMatchObject({ state: 'active', name: 'Mei Ling' });

  const again = t.client();
  expect(
    (await again.post('/api/admin/login', { email: 'mei@taproom.test', password: 'cellar-door-42' })).status,
  ).toBe(200);
});

test('a used, expired, unknown or replaced link, or one opened by another member, is refused and changes nothing', async () => {
  const used = await invite('used@taproom.test', 'staff');
  expect((await accept(t.client(), used)).status).toBe(200);
  const reused = await accept(t.client(), used, 'another-pass-77');
  expect(reused.status).toBe(410);
  expect(reused.body).toMatchObject({ problem: 'used' });
  expect(
    (await t.client().post('/api/admin/login', { email: 'used@taproom.test', password: 'another-pass-77' }))
      .status,
  ).toBe(401);

  const late = await invite('late@taproom.test', 'staff');
  await t.database.db
    .update(staffInvitations)
    .set({ expiresAt: sql`now() - interval '1 minute'` })
    .where(isNull(staffInvitations.usedAt));
  expect((await t.client().post('/api/team/invitation', { token: late })).body).toEqual({
    ok: false,
    problem: 'expired',
  });
  expect((await accept(t.client(), late)).body).toMatchObject({ problem: 'expired' });

  for (const token of ['x'.repeat(43), 'not-a-token', ''])
    expect((await t.client().post('/api/team/invitation', { token })).body).toEqual({
      ok: false,
      problem: 'unknown',
    });

  const first = await invite('twice@taproom.test', 'staff');
  const second = await invite('twice@taproom.test', 'owner');
  expect((await accept(t.client(), first)).body).toMatchObject({ problem: 'unknown' });
  expect((await t.client().post('/api/team/invitation', { token: second })).body).toMatchObject({
    ok: true,
    role: 'owner',
  });
  // The owner's own browser holds another account's session: the link is not theirs to use.
  expect((await accept(owner, second)).body).toMatchObject({ problem: 'other-account' });
  expect(await memberOf('twice@taproom.test')).toMatchObject({ state: 'invited' });
});

test('inviting an email that already belongs to a member is refused with 409', async () => {
  const res = await owner.post('/api/admin/team/invitations', {
    email: TEST_ADMIN.email,
    role: 'staff',
    language: 'en',
  });
  expect(res.status).toBe(409);
  expect((await owner.post('/api/admin/team/invitations', { email: 'nope', role: 'boss' })).status).toBe(400);
});

test('owners change roles and access; the last enabled owner can be neither demoted nor disabled', async () => {
  const me = await memberOf(TEST_ADMIN.email);
  const demote = await owner.put(`/api/admin/team/${me.id}/role`, { role: 'staff' });
  expect(demote.status).toBe(409);
  expect(demote.body).toMatchObject({ message: LAST_OWNER });
  expect((await owner.put(`/api/admin/team/${me.id}/access`, { disabled: true })).status).toBe(409);

  const token = await invite('ravi@taproom.test', 'staff');
  const ravi = t.client();
  await accept(ravi, token);
  const id = (await memberOf('ravi@taproom.test')).id;
  const promoted = await owner.put<Team>(`/api/admin/team/${id}/role`, { role: 'owner' });
  expect(promoted.body.members.find((m) => m.id === id)).toMatchObject({ role: 'owner' });
  // A change of role ends the member's sessions: they sign in again under the new one.
  expect((await ravi.get('/api/admin/orders')).status).toBe(401);

  const disabled = await owner.put<Team>(`/api/admin/team/${id}/access`, { disabled: true });
  expect(disabled.body.members.find((m) => m.id === id)).toMatchObject({ state: 'disabled' });
  const refused = await t
    .client()
    .post('/api/admin/login', { email: 'ravi@taproom.test', password: 'cellar-door-42' });
  expect(refused.status).toBe(401);
  await owner.put(`/api/admin/team/${id}/access`, { disabled: false });
  expect(
    (await t.client().post('/api/admin/login', { email: 'ravi@taproom.test', password: 'cellar-door-42' }))
      .status,
  ).toBe(200);
  expect((await owner.put(`/api/admin/team/${crypto.randomUUID()}/role`, { role: 'staff' })).status).toBe(
    404,
  );
});

test('every team change made on screen is in the audit trail with the owner who made it', async () => {
  const trail = auditTrail(t.database.db);
  const events = await trail.during(async () => {
    const token = await invite('audit@taproom.test', 'staff');
    await accept(t.client(), token);
    const id = (await memberOf('audit@taproom.test')).id;
    await owner.put(`/api/admin/team/${id}/role`, { role: 'owner' });
    await owner.put(`/api/admin/team/${id}/access`, { disabled: true });
    await owner.put(`/api/admin/team/${id}/access`, { disabled: false });
  });
  expect(events.map((e) => [e.action, e.actorEmail, e.entityLabel])).toEqual([
    ['staff.invite', TEST_ADMIN.email, 'audit@taproom.test'],
    ['staff.invitation-accepted', 'audit@taproom.test', 'audit@taproom.test'],
    ['staff.role', TEST_ADMIN.email, 'audit@taproom.test'],
    ['staff.disable', TEST_ADMIN.email, 'audit@taproom.test'],
    ['staff.enable', TEST_ADMIN.email, 'audit@taproom.test'],
  ]);
  expect(events[2]!.changes).toEqual({ before: { role: 'staff' }, after: { role: 'owner' } });
});
