// Apart from admin-auth.ts, which every storefront page loads for the header's staff links: the table of
// what each role may do is the back office's alone, so it loads with the back office's screens.
import { can, type Permission } from '../../../shared/staff-permissions.ts';
import { useAdminUser } from './admin-auth.ts';

/** Whether the signed-in member's role allows what the permission covers (the server checks it too). */
export function useCan(permission: Permission): boolean {
  return can(useAdminUser().user?.role, permission);
}
