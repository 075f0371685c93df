// Reads a page's first HTML answers itself (and the server rendered it with), so the app starts with them instead of asking the API before
// its first screen (docs/architecture.md, "First screen"): the brewery's business profile, and whether
// the request carried a session cookie at all. Without one nobody is signed in, so the signed-in probes
// (admin and customer) start as "nobody" without a request; with one they ask as always.
import type { BusinessProfile } from './business-profile.ts';
import type { Product } from './schemas/catalog.ts';

/** The id of the <script type="application/json"> element the server writes them into. */
export const FIRST_READS_ID = 'taproom-first-reads';

export interface FirstReads {
  businessProfile: BusinessProfile;
  /** Whether the request carried a session cookie (not whether the session is still valid). */
  sessionCookie: boolean;
  /** The catalogue the page was rendered with, in its language: the list, or the one product it shows. */
  catalogue?: { list?: Product[]; product?: Product };
}
