// Signs a test client in as staff through the real sign-in route.
import { upsertAdmin } from '../modules/admin-auth/staff-accounts.ts';
import type { TestApp, TestClient } from './test-app.ts';

export const TEST_ADMIN = { email: 'staff@taproom.test', password: 'brewmaster-test-1' } as const;

export async function signInAdmin(t: TestApp): Promise<TestClient> {
  await upsertAdmin(t.database.db, TEST_ADMIN.email, TEST_ADMIN.password);
  const client = t.client();
  const res = await client.post('/api/admin/login', TEST_ADMIN);
  if (res.status !== 200) throw new Error(`Admin sign-in failed: ${res.status} ${res.text}`);
  return client;
}
