// The app starts with the reads its first HTML already answers (src/shared/first-reads.ts): the business
// profile, the catalogue the page shows, and for a visitor without a session cookie, nobody signed in, so
// neither signed-in probe is a request. The server renders the page from a query client holding them, and
// the browser puts the same answers into its own before it hydrates, so both draw the same first screen.
import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '../../../shared/config.ts';
import { FIRST_READS_ID, type FirstReads } from '../../../shared/first-reads.ts';
import { adminSessionKeys } from './admin-auth.ts';
import { businessProfileKeys } from './business-profile.ts';
import { customerSessionKeys } from './customer-session.ts';
import { catalogueKeys } from './products.ts';

function readFirstReads(doc: Document): Partial<FirstReads> {
  const text = doc.getElementById(FIRST_READS_ID)?.textContent;
  try {
    return text ? (JSON.parse(text) as Partial<FirstReads>) : {};
  } catch {
    return {};
  }
}

/** Puts the reads a page starts with into `client`. */
export function seedFirstReads(client: QueryClient, reads: Partial<FirstReads>, language: Language): void {
  if (reads.businessProfile) client.setQueryData(businessProfileKeys.all, reads.businessProfile);
  if (reads.sessionCookie === false) {
    client.setQueryData(adminSessionKeys.user, null);
    client.setQueryData(customerSessionKeys.profile, null);
  }
  const { list, product } = reads.catalogue ?? {};
  if (list) client.setQueryData(catalogueKeys.list(language), list);
  if (product) client.setQueryData(catalogueKeys.detail(language, product.id), product);
}

/** Puts what the page's first HTML answered into `client`; a page without them (the dev server) reads as before. */
export function startWithFirstReads(client: QueryClient, language: Language, doc: Document = document): void {
  seedFirstReads(client, readFirstReads(doc), language);
}
