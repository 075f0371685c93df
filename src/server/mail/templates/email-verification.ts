// The link that proves a customer account owns its email address (docs/rules/accounts.md), mailed at
// registration and when the customer asks again.
import type { BusinessProfile } from '../../../shared/business-profile.ts';
import type { OutgoingMail } from '../outbox.ts';
import type { AccountForMail } from './account-for-mail.ts';
import { singleUseLinkMail } from './single-use-link.ts';

export const emailVerificationMail = (
  account: AccountForMail,
  verifyUrl: string,
  profile: BusinessProfile,
): OutgoingMail =>
  singleUseLinkMail({ kind: 'email-verification', keys: 'verify' }, account, verifyUrl, profile);
