// The areas the API document groups its calls into (its tags), found from each call's path: the longest
// listed path prefix wins, whole path segments only. A call outside every listed prefix still lands in a
// general area, so a new route is documented from the start and can be given its own area here.

interface ApiArea {
  name: string;
  description: string;
  prefixes: readonly string[];
}

export const API_AREAS: readonly ApiArea[] = [
  { name: 'Catalogue', description: 'The public catalogue, in one language', prefixes: ['/api/products'] },
  { name: 'Orders', description: 'Order inquiries from the checkout', prefixes: ['/api/orders'] },
  {
    name: 'Customer accounts',
    description: 'Registration, sign-in, profile, own orders, data rights and password reset',
    prefixes: ['/api/customer', '/api/password-reset'],
  },
  {
    name: 'Staff sign-in',
    description: 'Signing staff in and out of the back office',
    prefixes: ['/api/login', '/api/logout', '/api/auth', '/api/admin/login'],
  },
  { name: 'Contact', description: 'Messages from the contact form', prefixes: ['/api/contact'] },
  { name: 'Newsletter', description: 'Double opt-in and unsubscribe', prefixes: ['/api/newsletter'] },
  { name: 'Custom beer', description: 'The custom-beer builder', prefixes: ['/api/custom-beer'] },
  {
    name: 'Shop',
    description: 'The business profile and the page-view counter',
    prefixes: ['/api/business-profile', '/api/analytics'],
  },
  {
    name: 'Back office: catalogue',
    description: 'Products, variants, images and uploads',
    prefixes: [
      '/api/admin/products',
      '/api/admin/upload',
      '/api/admin/uploads',
      '/api/admin/normalize-object-path',
    ],
  },
  { name: 'Back office: orders', description: 'Order management', prefixes: ['/api/admin/orders'] },
  { name: 'Back office: customers', description: 'Customer accounts', prefixes: ['/api/admin/customers'] },
  {
    name: 'Back office: inbox',
    description: 'Contact messages, custom-beer requests and newsletter subscribers',
    prefixes: [
      '/api/admin/contact-messages',
      '/api/admin/custom-beer-requests',
      '/api/admin/newsletter-subscribers',
    ],
  },
  {
    name: 'Back office: activity',
    description: 'The audit trail of staff changes and sign-ins',
    prefixes: ['/api/admin/activity'],
  },
  {
    name: 'Back office: team',
    description: 'Owners invite members and change their role and access; invitees accept their invitation',
    prefixes: ['/api/admin/team', '/api/team'],
  },
  {
    name: 'Back office',
    description: 'Dashboard, to-do list, mail status, settings and every other staff call',
    prefixes: ['/api/admin'],
  },
];

const GENERAL_AREA = 'Shop';

const underPrefix = (url: string, prefix: string) => url === prefix || url.startsWith(`${prefix}/`);

/** The area a call's path belongs to. */
export function apiAreaOf(url: string): string {
  let best: { name: string; length: number } | null = null;
  for (const area of API_AREAS)
    for (const prefix of area.prefixes)
      if (underPrefix(url, prefix) && prefix.length > (best?.length ?? -1))
        best = { name: area.name, length: prefix.length };
  return best?.name ?? GENERAL_AREA;
}
