// The app starts with the reads its first HTML already answers (src/shared/first-reads.ts): the business
// profile, and for a visitor without a session cookie, nobody signed in, so neither signed-in probe is a
// request. A sign-in later resets or sets those reads as it always has (features/customer, features/admin).
import { FIRST_READS_ID, type FirstReads } from '../../shared/first-reads.ts';
import { adminSessionKeys } from './admin-auth.ts';
import { businessProfileKeys } from './business-profile.ts';
import { customerSessionKeys } from './customer-session.ts';
import { setReadData } from './read-cache.ts';

function readFirstReads(doc: Document): Partial<FirstReads> {
  const text = doc.getElementById(FIRST_READS_ID)?.textContent;
  try {
    return text ? (JSON.parse(text) as Partial<FirstReads>) : {};
  } catch {
    return {};
  }
}

/** Stores what the page's first HTML answered; a page without them (the dev server) reads as before. */
export function startWithFirstReads(doc: Document = document): void {
  const reads = readFirstReads(doc);
  if (reads.businessProfile) setReadData(businessProfileKeys.all, reads.businessProfile);
  if (reads.sessionCookie === false) {
    setReadData(adminSessionKeys.user, null);
    setReadData(customerSessionKeys.profile, null);
  }
}
