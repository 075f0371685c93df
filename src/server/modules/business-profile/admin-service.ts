// Staff save the business profile; the audit trail keeps the fields that changed, in the same transaction.
import type { BusinessProfile } from '../../../shared/business-profile.ts';
import type { Db } from '../../db/client.ts';
import { recordActivity, type Actor } from '../audit/record.ts';
import { readBusinessProfile, saveBusinessProfile } from './repository.ts';

export async function saveProfileAsStaff(db: Db, actor: Actor, profile: BusinessProfile) {
  return db.transaction(async (tx) => {
    const before = await readBusinessProfile(tx);
    await saveBusinessProfile(tx, profile);
    const after = await readBusinessProfile(tx);
    await recordActivity(tx, {
      actor,
      action: 'settings.update',
      entity: { type: 'settings', id: null, label: null },
      before,
      after,
    });
    return after;
  });
}
