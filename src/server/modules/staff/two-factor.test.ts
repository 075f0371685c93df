// Two-step sign-in through the API: enrolment with a code made from the shown secret, sign-in with a code,
// replayed, late and malformed codes refused, recovery codes that work once, throttling of wrong codes,
// the team's requirement, an owner's reset, and secrets kept sealed in the database.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { CODE_WRONG, ENROLMENT_REQUIRED } from '../../../shared/schemas/two-factor.ts';
import type { Team } from '../../../shared/schemas/team.ts';
import { users } from '../../db/schema.ts';
import { createBackup } from '../../backup/create-backup.ts';
import { signInAdmin, signInStaff, TEST_ADMIN, TEST_STAFF } from '../../test-support/admin-session.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.ts';
import { auditTrail } from '../audit/test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const codeAt = (secret: string, offsetSeconds = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + offsetSeconds * 1000 });

/** Sets up a second factor for a signed-in member; returns the secret shown and the recovery codes. */
async function enrol(client: TestClient): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await client.post<{ secret: string; otpauthUri: string; qrSvg: string }>(
    '/api/admin/account/two-factor/setup',
  );
  expect(setup.status).toBe(200);
  expect(setup.body.otpauthUri).toContain(`secret=${setup.body.secret}`);
  expect(setup.body.qrSvg).toMatch(/^<svg/);
  const wrong = await client.post('/api/admin/account/two-factor/confirm', { code: '000000' });
  expect(wrong.status).toBe(400);
  const confirmed = await client.post<{ recoveryCodes: string[] }>('/api/admin/account/two-factor/confirm', {
    code: codeAt(setup.body.secret),
  });
  expect(confirmed.status).toBe(200);
  return { secret: setup.body.secret, recoveryCodes: confirmed.body.recoveryCodes };
}

/** A fresh browser past the password step, waiting for its code. */
async function passwordStep(credentials: { email: string; password: string }): Promise<TestClient> {
  const client = t.client();
  const res = await client.post('/api/admin/login', credentials);
  expect(res.status).toBe(202);
  expect(res.body).toEqual({ secondStep: 'code' });
  return client;
}

const sendCode = (client: TestClient, code: string) => client.post('/api/admin/login/code', { code });

let secret = '';
let recoveryCodes: string[] = [];

test('a member enrols with a code made from the shown secret and gets ten recovery codes, kept hashed', async () => {
  const owner = await signInAdmin(t);
  ({ secret, recoveryCodes } = await enrol(owner));
  expect(recoveryCodes).toHaveLength(10);
  expect(new Set(recoveryCodes).size).toBe(10);
  expect((await owner.get('/api/auth/user')).body).toMatchObject({ twoFactorEnabled: true });

  const [row] = await t.database.db.select().from(users).where(eq(users.email, TEST_ADMIN.email));
  expect(row!.totpSecret).toMatch(/^v1\./);
  expect(row!.totpSecret).not.toContain(secret);
  const stored = JSON.stringify(await t.database.db.execute('select * from staff_recovery_codes'));
  for (const code of recoveryCodes) expect(stored).not.toContain(code);
});

test('a backup holds the authenticator secret only sealed', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taproom-2fa-backup-'));
  try {
    const file = path.join(dir, 'shop.tar.gz');
    await createBackup(t.database, t.deps.storage, file, () => ({ advance() {}, finish() {} }));
    execFileSync('tar', ['-xzf', file, '-C', dir]);
    const dumped = execFileSync('grep', ['-rl', 'v1\\.', dir], { encoding: 'utf8' });
    expect(dumped).toMatch(/users/);
    expect(() => execFileSync('grep', ['-rl', secret, dir])).toThrow();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('after the password, a member with a second factor is signed in only by a fresh code', async () => {
  const client = await passwordStep(TEST_ADMIN);
  expect((await client.get('/api/auth/user')).body).toBeNull();
  expect((await client.get('/api/admin/orders')).status).toBe(401);

  // The code that confirmed the enrolment was used: the same time step again is a replay.
  const replay = await sendCode(client, codeAt(secret));
  expect(replay.status).toBe(401);
  expect(replay.body).toMatchObject({ message: CODE_WRONG });
  expect((await sendCode(client, codeAt(secret, -90))).status).toBe(401);
  expect((await sendCode(client, 'abc')).status).toBe(400);

  const next = codeAt(secret, 30);
  const signedIn = await sendCode(client, next);
  expect(signedIn.status).toBe(200);
  expect((await client.get('/api/admin/orders')).status).toBe(200);

  const elsewhere = await passwordStep(TEST_ADMIN);
  expect((await sendCode(elsewhere, next)).status).toBe(401);
  expect((await elsewhere.get('/api/admin/orders')).status).toBe(401);
});

test('a code without the password step first is refused', async () => {
  expect((await sendCode(t.client(), codeAt(secret, 30))).status).toBe(401);
});

test('each recovery code signs in once', async () => {
  const [code] = recoveryCodes;
  const first = await passwordStep(TEST_ADMIN);
  expect((await sendCode(first, code!.toUpperCase())).status).toBe(200);
  const second = await passwordStep(TEST_ADMIN);
  expect((await sendCode(second, code!)).status).toBe(401);
  expect((await sendCode(second, recoveryCodes[1]!.replace('-', ''))).status).toBe(200);
});

test('the team can require a second factor: a member without one can only set it up', async () => {
  const ownerWithCode = await passwordStep(TEST_ADMIN);
  await sendCode(ownerWithCode, recoveryCodes[2]!);
  const staff = await signInStaff(t);
  const required = await ownerWithCode.put<Team>('/api/admin/team/two-factor-policy', { required: true });
  expect(required.status).toBe(200);
  expect(required.body.twoFactorRequired).toBe(true);

  expect((await staff.get('/api/auth/user')).body).toMatchObject({
    twoFactorRequired: true,
    twoFactorEnabled: false,
  });
  const refused = await staff.get('/api/admin/orders');
  expect(refused.status).toBe(403);
  expect(refused.body).toMatchObject({ message: ENROLMENT_REQUIRED });
  const { secret: staffSecret } = await enrol(staff);
  expect((await staff.get('/api/admin/orders')).status).toBe(200);

  // An owner resets the lost phone's second factor: the member's sessions end and they enrol again.
  const staffId = required.body.members.find((m) => m.email === TEST_STAFF.email)!.id;
  const reset = await ownerWithCode.delete<Team>(`/api/admin/team/${staffId}/two-factor`);
  expect(reset.body.members.find((m) => m.id === staffId)).toMatchObject({ twoFactor: false });
  expect((await staff.get('/api/admin/orders')).status).toBe(401);
  const again = t.client();
  expect((await again.post('/api/admin/login', TEST_STAFF)).status).toBe(200);
  expect((await again.get('/api/admin/orders')).body).toMatchObject({ message: ENROLMENT_REQUIRED });
  expect(staffSecret).not.toBe('');

  const trail = (await auditTrail(t.database.db).all()).map((e) => e.action);
  expect(trail).toEqual(
    expect.arrayContaining(['staff.two-factor-enabled', 'settings.two-factor', 'staff.two-factor-reset']),
  );
  await ownerWithCode.put('/api/admin/team/two-factor-policy', { required: false });
});

test('wrong codes count toward the same throttle as wrong passwords', async () => {
  const limited = await startTestApp({ rateLimitScale: 1, database: t.database });
  try {
    const client = limited.client();
    expect((await client.post('/api/admin/login', TEST_ADMIN)).status).toBe(202);
    const answers: number[] = [];
    for (let i = 0; i < 6; i++)
      answers.push((await client.post('/api/admin/login/code', { code: '123456' })).status);
    expect(answers.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(answers[5]).toBe(429);
    expect((await client.post('/api/admin/login', TEST_ADMIN)).status).toBe(429);
  } finally {
    await limited.close();
  }
});
