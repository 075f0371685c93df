// Signs a test client in as a back-office member through the real sign-in route.
import type { StaffRole } from '../../shared/staff-permissions.ts';
import { upsertAdmin } from '../modules/staff/staff-accounts.ts';
import type { TestApp, TestClient } from './test-app.ts';

export const TEST_ADMIN = { email: 'staff@taproom.test', password: 'brewmaster-test-1' } as const;
export const TEST_STAFF = { email: 'packer@taproom.test', password: 'packer-test-1234' } as const;

/** Signs in the given client (a fresh one unless given, e.g. a documented client) as the shop's owner. */
export async function signInAdmin<C extends TestClient>(t: TestApp, client: C = t.client() as C): Promise<C> {
  return signInMember(t, { ...TEST_ADMIN, role: 'owner' }, client);
}

/** Signs in a member with the given role, creating the account (or giving it that role) first. */
export async function signInMember<C extends TestClient>(
  t: TestApp,
  member: { email: string; password: string; role: StaffRole },
  client: C = t.client() as C,
): Promise<C> {
  const result = await upsertAdmin(t.database.db, member.email, member.password, { role: member.role });
  if (result === 'last-owner') throw new Error(`${member.email} is the last owner`);
  const res = await client.post('/api/admin/login', { email: member.email, password: member.password });
  if (res.status !== 200) throw new Error(`Sign-in failed: ${res.status} ${res.text}`);
  return client;
}

/** A staff member (not an owner), signed in. */
export const signInStaff = <C extends TestClient>(t: TestApp, client?: C): Promise<C> =>
  signInMember(t, { ...TEST_STAFF, role: 'staff' }, client);
