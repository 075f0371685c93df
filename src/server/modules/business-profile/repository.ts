// The one business-profile row. Until staff save the settings screen the shop runs on the demo profile.
import { sql } from 'drizzle-orm';
import {
  businessProfileAnswerSchema,
  DEMO_BUSINESS_PROFILE,
  type BusinessProfile,
} from '../../../shared/business-profile.ts';
import type { DbOrTx } from '../../db/client.ts';
import { businessProfile } from '../../db/schema.ts';

export async function readBusinessProfile(db: DbOrTx): Promise<BusinessProfile> {
  const [row] = await db.select({ profile: businessProfile.profile }).from(businessProfile);
  if (!row) return DEMO_BUSINESS_PROFILE;
  // A stored profile from an older shape is completed with demo values rather than breaking every page,
  // and a field it no longer has (the old free delivery text) is left out.
  const parsed = businessProfileAnswerSchema.safeParse({ ...DEMO_BUSINESS_PROFILE, ...row.profile });
  return parsed.success ? parsed.data : DEMO_BUSINESS_PROFILE;
}

export async function saveBusinessProfile(db: DbOrTx, profile: BusinessProfile): Promise<void> {
  await db
    .insert(businessProfile)
    .values({ id: 1, profile })
    .onConflictDoUpdate({ target: businessProfile.id, set: { profile, updatedAt: sql`now()` } });
}
