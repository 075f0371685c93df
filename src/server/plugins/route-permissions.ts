// What each back-office route needs, in the words of the permission table (src/shared/staff-permissions.ts).
// The staff guard refuses a route missing here with 403 for everyone, and a test walks the whole route table
// against this list, so a new /api/admin route cannot go unassigned (docs/rules/accounts.md, "Roles").
import type { Permission } from '../../shared/staff-permissions.ts';

export const ROUTE_PERMISSIONS: Readonly<Record<string, Permission>> = {
  'GET /api/admin/stats': 'dashboard.view',
  'GET /api/admin/to-do': 'dashboard.view',
  'GET /api/admin/mail-status': 'dashboard.view',

  'GET /api/admin/products': 'products.view',
  'GET /api/admin/products/:productId/images': 'products.view',
  'GET /api/admin/products/:productId/variants/:variantId/price-history': 'products.view',
  'POST /api/admin/products': 'products.edit',
  'PUT /api/admin/products/:id': 'products.edit',
  'DELETE /api/admin/products/:id': 'products.edit',
  'PUT /api/admin/products/:productId/image': 'products.edit',
  'POST /api/admin/products/:productId/variants': 'products.edit',
  'PUT /api/admin/products/:productId/variants/:variantId': 'products.edit',
  'DELETE /api/admin/products/:productId/variants/:variantId': 'products.edit',
  'POST /api/admin/products/:productId/images': 'products.edit',
  'DELETE /api/admin/products/:productId/images/:imageId': 'products.edit',
  'PUT /api/admin/products/:productId/images/reorder': 'products.edit',
  'POST /api/admin/upload': 'products.edit',
  'PUT /api/admin/uploads/:token': 'products.edit',
  'POST /api/admin/normalize-object-path': 'products.edit',

  'PUT /api/admin/products/:productId/variants/:variantId/stock': 'stock.manage',
  'POST /api/admin/products/:productId/variants/:variantId/stock/adjustments': 'stock.manage',
  'PUT /api/admin/products/:productId/variants/:variantId/stock/alert': 'stock.manage',

  'GET /api/admin/orders': 'orders.manage',
  'GET /api/admin/orders/summary': 'orders.manage',
  'PUT /api/admin/orders/:id': 'orders.manage',
  'POST /api/admin/orders/:id/mail-preview': 'orders.manage',
  'GET /api/admin/orders/export.csv': 'customers.export',

  'GET /api/admin/contact-messages': 'messages.manage',
  'GET /api/admin/contact-messages/counts': 'messages.manage',
  'PUT /api/admin/contact-messages/:id/read': 'messages.manage',

  'GET /api/admin/custom-beer-requests': 'customBeer.manage',

  'GET /api/admin/customers': 'customers.view',
  'GET /api/admin/customers/summary': 'customers.view',
  'GET /api/admin/customers/export.csv': 'customers.export',
  'GET /api/admin/customers/:id/data-export': 'customers.export',
  'DELETE /api/admin/customers/:id': 'customers.delete',

  'GET /api/admin/newsletter-subscribers': 'newsletter.view',
  'GET /api/admin/newsletter-subscribers/summary': 'newsletter.view',
  'GET /api/admin/newsletter-subscribers/export': 'customers.export',

  'GET /api/admin/settings': 'settings.edit',
  'PUT /api/admin/settings': 'settings.edit',

  'GET /api/admin/activity': 'activity.view',
  'GET /api/admin/activity/staff': 'activity.view',

  'POST /api/admin/account/two-factor/setup': 'account.self',
  'POST /api/admin/account/two-factor/confirm': 'account.self',
  'GET /api/admin/account/sessions': 'account.self',
  'DELETE /api/admin/account/sessions/:id': 'account.self',

  'GET /api/admin/team': 'team.manage',
  'PUT /api/admin/team/two-factor-policy': 'team.manage',
  'DELETE /api/admin/team/:id/two-factor': 'team.manage',
  'DELETE /api/admin/team/:id/sessions': 'team.manage',
  'POST /api/admin/team/invitations': 'team.manage',
  'PUT /api/admin/team/:id/role': 'team.manage',
  'PUT /api/admin/team/:id/access': 'team.manage',
};

/** Routes under /api/admin that stand outside the staff guard: the steps of signing in. */
export const SIGN_IN_ROUTES: ReadonlySet<string> = new Set([
  'POST /api/admin/login',
  'POST /api/admin/login/code',
]);

/** The permission a route needs; a HEAD request is a GET without its body. */
export function routePermission(method: string, url: string | undefined): Permission | undefined {
  if (!url) return undefined;
  return ROUTE_PERMISSIONS[`${method === 'HEAD' ? 'GET' : method} ${url}`];
}
