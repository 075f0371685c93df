// Signs a test client in as staff through the real sign-in route.
import { upsertAdmin } from '../modules/staff/staff-accounts.ts';
import type { TestApp, TestClient } from './test-app.ts';

export const TEST_ADMIN = { email: 'staff@taproom.test', password: 'brewmaster-test-1' } as const;

/** Signs in the given client (a fresh one unless given, e.g. a documented client). */
export async function signInAdmin<C extends TestClient>(t: TestApp, client: C = t.client() as C): Promise<C> {
  await upsertAdmin(t.database.db, TEST_ADMIN.email, TEST_ADMIN.password);
  const res = await client.post('/api/admin/login', TEST_ADMIN);
  if (res.status !== 200) throw new Error(`Admin sign-in failed: ${res.status} ${res.text}`);
  return client;
}
