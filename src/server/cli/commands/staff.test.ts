// `taproom staff` on a database of its own: accounts are created with a printed password, listed,
// disabled (no sign-in, sessions end, and the guard refuses a disabled account's session) and enabled.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { cliShop, runCli, type CliShop } from '../../test-support/cli-run.ts';
import type { TestClient } from '../../test-support/test-app.ts';
import { startTestApp } from '../../test-support/test-app.ts';

let shop: CliShop;
beforeAll(async () => {
  shop = await cliShop();
});
afterAll(() => shop.remove());

const staff = (...args: string[]) => runCli(['staff', ...args], shop.env);
const passwordIn = (stdout: string) => /^Password: (\S+)$/m.exec(stdout)![1]!;

/** Runs `work` against a server on the shop's database; the server stops afterwards (PGlite has one user). */
async function withServer<T>(work: (client: (from?: TestClient) => TestClient) => Promise<T>): Promise<T> {
  const database: Database = await shop.open();
  const t = await startTestApp({ database });
  try {
    return await work((from) => {
      const client = t.client();
      for (const [name, value] of from?.cookies ?? []) client.cookies.set(name, value);
      return client;
    });
  } finally {
    await t.close();
    await database.close();
  }
}

const signIn = (client: TestClient, email: string, password: string) =>
  client.post('/api/admin/login', { email, password });

test('staff create prints a password that signs in, and resets it when run again', async () => {
  const first = await staff('create', 'Brewer@Taproom.test');
  expect(first.code).toBe(0);
  expect(first.stdout).toMatch(/^Staff brewer@taproom.test created as owner\./);
  const password = passwordIn(first.stdout);
  expect(password.length).toBeGreaterThanOrEqual(16);
  const again = await staff('create', 'brewer@taproom.test');
  expect(again.stdout).toMatch(/already existed \(owner\); password reset/);
  const newPassword = passwordIn(again.stdout);
  await withServer(async (client) => {
    expect((await signIn(client(), 'brewer@taproom.test', password)).status).toBe(401);
    expect((await signIn(client(), 'brewer@taproom.test', newPassword)).status).toBe(200);
  });
  const listed = await staff('list');
  expect(listed.stdout).toMatch(/^brewer@taproom\.test\towner\tenabled/m);
});

test('after the first account (an owner) new accounts are staff unless --role says otherwise', async () => {
  expect((await staff('create', 'packer@taproom.test')).stdout).toMatch(/created as staff\./);
  expect((await staff('create', 'partner@taproom.test', '--role', 'owner')).stdout).toMatch(
    /created as owner\./,
  );
  expect((await staff('create', 'packer@taproom.test', '--role', 'owner')).stdout).toMatch(
    /already existed \(owner\)/,
  );
  expect((await staff('create', 'packer@taproom.test', '--role', 'staff')).code).toBe(0);
  expect((await staff('create', 'partner@taproom.test', '--role', 'staff')).code).toBe(0);
  const listed = (await staff('list')).stdout;
  expect(listed).toMatch(/^packer@taproom\.test\tstaff\tenabled/m);
  expect(listed).toMatch(/^partner@taproom\.test\tstaff\tenabled/m);
  expect(await staff('create', 'x@taproom.test', '--role', 'boss')).toMatchObject({
    code: 2,
    stderr: expect.stringMatching(/--role must be owner or staff/),
  });
  expect(await staff('disable', 'x@taproom.test', '--role', 'staff')).toMatchObject({ code: 2 });
});

test('a disabled account cannot sign in, its open session stops working, and enabling lets it back in', async () => {
  const password = passwordIn((await staff('create', 'cashier@taproom.test')).stdout);
  const session = await withServer(async (client) => {
    const signedIn = client();
    expect((await signIn(signedIn, 'cashier@taproom.test', password)).status).toBe(200);
    expect((await signedIn.get('/api/admin/orders')).status).toBe(200);
    return signedIn;
  });

  const disabled = await staff('disable', 'cashier@taproom.test');
  expect(disabled).toMatchObject({
    code: 0,
    stdout: expect.stringMatching(/disabled; their sessions have ended/),
  });
  expect((await staff('list')).stdout).toMatch(/^cashier@taproom\.test\tstaff\tdisabled \d{4}-\d{2}-\d{2}/m);
  await withServer(async (client) => {
    expect((await client(session).get('/api/admin/orders')).status).toBe(401);
    const refused = await signIn(client(), 'cashier@taproom.test', password);
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('Invalid email or password');
  });

  expect((await staff('enable', 'cashier@taproom.test')).code).toBe(0);
  await withServer(async (client) => {
    expect((await signIn(client(), 'cashier@taproom.test', password)).status).toBe(200);
  });
});

test('the guard refuses the session of an account disabled behind its back', async () => {
  const password = passwordIn((await staff('create', 'night@taproom.test')).stdout);
  // The row is changed directly, the session left in place: the guard itself must say no.
  const database = await shop.open();
  const t = await startTestApp({ database });
  try {
    const client = t.client();
    expect((await signIn(client, 'night@taproom.test', password)).status).toBe(200);
    await database.db
      .update(users)
      .set({ disabledAt: new Date() })
      .where(eq(users.email, 'night@taproom.test'));
    expect((await client.get('/api/admin/orders')).status).toBe(401);
    expect((await client.get('/api/auth/user')).body).toBeNull();
    await database.db.update(users).set({ disabledAt: null }).where(eq(users.email, 'night@taproom.test'));
  } finally {
    await t.close();
    await database.close();
  }
});

test('reset-password prints a new password and ends the old sessions', async () => {
  const old = passwordIn((await staff('create', 'owner@taproom.test')).stdout);
  const session = await withServer(async (client) => {
    const signedIn = client();
    expect((await signIn(signedIn, 'owner@taproom.test', old)).status).toBe(200);
    return signedIn;
  });
  const reset = await staff('reset-password', 'owner@taproom.test');
  expect(reset.code).toBe(0);
  const fresh = passwordIn(reset.stdout);
  await withServer(async (client) => {
    expect((await client(session).get('/api/admin/orders')).status).toBe(401);
    expect((await signIn(client(), 'owner@taproom.test', old)).status).toBe(401);
    expect((await signIn(client(), 'owner@taproom.test', fresh)).status).toBe(200);
  });
});

test('the last enabled owner cannot be disabled or demoted; unknown accounts and bad calls are refused', async () => {
  for (const email of ['owner@taproom.test', 'cashier@taproom.test', 'night@taproom.test']) {
    expect((await staff('disable', email)).code).toBe(0);
  }
  const recreated = await staff('create', 'night@taproom.test');
  expect(recreated.stdout).toMatch(
    /The account is disabled: "staff enable night@taproom.test" lets it sign in/,
  );
  const last = await staff('disable', 'brewer@taproom.test');
  expect(last.code).toBe(1);
  expect(last.stderr).toMatch(/last enabled owner/);
  const demoted = await staff('create', 'brewer@taproom.test', '--role', 'staff');
  expect(demoted.code).toBe(1);
  expect(demoted.stderr).toMatch(/last enabled owner/);
  expect((await staff('list')).stdout).toMatch(/^brewer@taproom\.test\towner\tenabled/m);

  expect(await staff('disable', 'nobody@taproom.test')).toMatchObject({
    code: 1,
    stderr: expect.stringMatching(/No staff account nobody@taproom\.test/),
  });
  expect(await staff('create')).toMatchObject({
    code: 2,
    stderr: expect.stringMatching(/missing argument: <email>/),
  });
  expect(await staff('create', 'not-an-email')).toMatchObject({
    code: 2,
    stderr: expect.stringMatching(/not an email/),
  });
  expect(await staff('promote', 'a@b.my')).toMatchObject({
    code: 2,
    stderr: expect.stringMatching(/unknown action/),
  });
  expect((await staff('--help')).stdout).toMatch(/last enabled owner cannot be disabled/);
});
