// The password-reset link, asked for on the forgotten-password page.
import type { BusinessProfile } from '../../../shared/business-profile.ts';
import type { OutgoingMail } from '../outbox.ts';
import type { AccountForMail } from './account-for-mail.ts';
import { singleUseLinkMail } from './single-use-link.ts';

export const passwordResetLinkMail = (
  account: AccountForMail,
  resetUrl: string,
  profile: BusinessProfile,
): OutgoingMail => singleUseLinkMail({ kind: 'password-reset', keys: 'reset' }, account, resetUrl, profile);
