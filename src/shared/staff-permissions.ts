// Who may do what in the back office (docs/rules/accounts.md, "Roles"). The server checks every back-office
// route against this table from the session; the back office reads it to hide what a role cannot use.
// An owner can do everything. Staff run orders, messages, custom-beer requests and stock, and view products
// and customers; they cannot change the catalogue, delete customers, export or download customer data,
// edit settings or policies, read the audit trail or manage the team.

export const STAFF_ROLES = ['owner', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

const EVERYONE = ['owner', 'staff'] as const satisfies readonly StaffRole[];
const OWNERS = ['owner'] as const satisfies readonly StaffRole[];

export const PERMISSIONS = {
  /** The dashboard's figures, to-do list and mail status. */
  'dashboard.view': EVERYONE,
  /** Their own sign-ins and second factor. */
  'account.self': EVERYONE,
  'orders.manage': EVERYONE,
  'messages.manage': EVERYONE,
  'customBeer.manage': EVERYONE,
  'stock.manage': EVERYONE,
  'products.view': EVERYONE,
  'customers.view': EVERYONE,
  'products.edit': OWNERS,
  'customers.delete': OWNERS,
  /** Every download of customer data: order, customer and subscriber exports, one customer's data. */
  'customers.export': OWNERS,
  'newsletter.view': OWNERS,
  'settings.edit': OWNERS,
  'activity.view': OWNERS,
  'team.manage': OWNERS,
} as const satisfies Record<string, readonly StaffRole[]>;
export type Permission = keyof typeof PERMISSIONS;

export function isStaffRole(value: unknown): value is StaffRole {
  return STAFF_ROLES.includes(value as StaffRole);
}

/** Whether a member with this role may use what the permission covers. */
export function can(role: string | null | undefined, permission: Permission): boolean {
  return isStaffRole(role) && (PERMISSIONS[permission] as readonly StaffRole[]).includes(role);
}

/** The permission each back-office screen needs: offered in the navigation and opened only with it. */
export const SCREEN_PERMISSIONS = {
  '/admin': 'dashboard.view',
  '/admin/products': 'products.view',
  '/admin/orders': 'orders.manage',
  '/admin/customers': 'customers.view',
  '/admin/messages': 'messages.manage',
  '/admin/newsletter': 'newsletter.view',
  '/admin/custom-beer': 'customBeer.manage',
  '/admin/settings': 'settings.edit',
  '/admin/activity': 'activity.view',
  '/admin/team': 'team.manage',
  '/admin/account': 'account.self',
} as const satisfies Record<string, Permission>;

/** The permission of the screen at `pathname` (its longest matching screen path). */
export function screenPermission(pathname: string): Permission {
  const path = pathname.replace(/\/+$/, '') || '/';
  const screen = Object.keys(SCREEN_PERMISSIONS)
    .filter((prefix) => path === prefix || path.startsWith(`${prefix}/`))
    .sort((a, b) => b.length - a.length)[0] as keyof typeof SCREEN_PERMISSIONS | undefined;
  return screen ? SCREEN_PERMISSIONS[screen] : 'dashboard.view';
}
