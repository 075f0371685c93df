// Signed-in devices through the API: a member and a customer each list theirs (browser, address, times)
// and end any of them; an owner ends all of a member's sessions; nobody reaches another account's sessions.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { SignedInDevice } from '../../../shared/schemas/sessions.ts';
import { signInAdmin, signInStaff, TEST_STAFF } from '../../test-support/admin-session.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.ts';
import { auditTrail } from '../audit/test-support.ts';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { TRUST_PROXY: 'loopback' } });
});
afterAll(() => t.close());

const devices = async (client: TestClient, path: string) => (await client.get<SignedInDevice[]>(path)).body;

test('a member sees each signed-in device and ends another one, which stops working at once', async () => {
  const laptop = await signInStaff(t, t.client('198.51.100.7'));
  const phone = t.client('198.51.100.8');
  await phone.post('/api/admin/login', TEST_STAFF, { 'user-agent': FIREFOX });
  const listed = await devices(laptop, '/api/admin/account/sessions');
  expect(listed).toHaveLength(2);
  expect(listed[0]).toMatchObject({ current: true, address: '198.51.100.7' });
  const other = listed.find((d) => !d.current)!;
  expect(other).toMatchObject({ browser: 'Firefox 133', system: 'Linux', address: '198.51.100.8' });
  expect(Date.parse(other.signedInAt)).toBeGreaterThan(Date.now() - 60_000);

  expect((await laptop.delete(`/api/admin/account/sessions/${other.id}`)).status).toBe(200);
  expect((await phone.get('/api/admin/orders')).status).toBe(401);
  expect((await laptop.get('/api/admin/orders')).status).toBe(200);
  expect((await laptop.delete(`/api/admin/account/sessions/${other.id}`)).status).toBe(404);
  expect((await laptop.delete('/api/admin/account/sessions/not-a-session')).status).toBe(400);
});

test("an owner ends all of a member's sessions; the member cannot end the owner's", async () => {
  const owner = await signInAdmin(t);
  const member = await signInStaff(t);
  const ownerDevice = (await devices(owner, '/api/admin/account/sessions')).find((d) => d.current)!;
  expect((await member.delete(`/api/admin/account/sessions/${ownerDevice.id}`)).status).toBe(404);
  expect((await owner.get('/api/admin/orders')).status).toBe(200);

  const team = await owner.get<{ members: { id: string; email: string }[] }>('/api/admin/team');
  const memberId = team.body.members.find((m) => m.email === TEST_STAFF.email)!.id;
  const events = await auditTrail(t.database.db).during(async () => {
    expect((await owner.delete(`/api/admin/team/${memberId}/sessions`)).status).toBe(200);
  });
  expect(events.map((e) => e.action)).toEqual(['staff.sessions-ended']);
  expect((await member.get('/api/admin/orders')).status).toBe(401);
});

test('a customer sees and ends their other sessions from the dashboard', async () => {
  const credentials = { email: 'aina@example.my', password: 'teh-tarik-77' };
  const home = t.client('203.0.113.5');
  const registered = await home.post('/api/customer/register', {
    ...credentials,
    firstName: 'Aina',
    lastName: 'R',
  });
  expect(registered.status).toBe(201);
  const office = t.client('203.0.113.6');
  expect((await office.post('/api/customer/login', credentials)).status).toBe(200);
  const listed = await devices(home, '/api/customer/sessions');
  expect(listed.map((d) => [d.address, d.current])).toEqual([
    ['203.0.113.5', true],
    ['203.0.113.6', false],
  ]);
  expect((await home.delete(`/api/customer/sessions/${listed[1]!.id}`)).status).toBe(200);
  // The profile read answers a visitor with nothing: the ended session is no one's any more.
  expect((await office.get('/api/customer/profile')).body).toBeNull();
  expect((await home.get('/api/customer/profile')).body).toMatchObject({ email: credentials.email });
  expect((await t.client().get('/api/customer/sessions')).status).toBe(401);
});
