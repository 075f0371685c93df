// The app starts with the reads its first HTML already answers (src/shared/first-reads.ts): the business
// profile, and for a visitor without a session cookie, nobody signed in, so neither signed-in probe is a
// request. A sign-in later resets or sets those reads as it always has (features/customer, features/admin).
import type { Language } from '../../shared/config.ts';
import { FIRST_READS_ID, type FirstReads } from '../../shared/first-reads.ts';
import { adminSessionKeys } from './admin-auth.ts';
import { businessProfileKeys } from './business-profile.ts';
import { customerSessionKeys } from './customer-session.ts';
import { catalogueKeys } from './products.ts';
import { setReadData } from './read-cache.ts';

function readFirstReads(doc: Document): Partial<FirstReads> {
  const text = doc.getElementById(FIRST_READS_ID)?.textContent;
  try {
    return text ? (JSON.parse(text) as Partial<FirstReads>) : {};
  } catch {
    return {};
  }
}

/**
 * Stores the reads a page starts with: in the browser what its first HTML answered, on the server what
 * it renders the page with, so both draw the same first screen.
 */
export function seedFirstReads(reads: Partial<FirstReads>, language: Language): void {
  if (reads.businessProfile) setReadData(businessProfileKeys.all, reads.businessProfile);
  if (reads.sessionCookie === false) {
    setReadData(adminSessionKeys.user, null);
    setReadData(customerSessionKeys.profile, null);
  }
  const { list, product } = reads.catalogue ?? {};
  if (list) setReadData(catalogueKeys.list(language), list);
  if (product) setReadData(catalogueKeys.detail(language, product.id), product);
}

/** Stores what the page's first HTML answered; a page without them (the dev server) reads as before. */
export function startWithFirstReads(language: Language, doc: Document = document): void {
  seedFirstReads(readFirstReads(doc), language);
}
