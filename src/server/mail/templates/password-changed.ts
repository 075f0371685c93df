// The notice that the account's password was changed.
import type { BusinessProfile } from '../../../shared/business-profile.ts';
import type { OutgoingMail } from '../outbox.ts';
import type { AccountForMail } from './account-for-mail.ts';
import { renderMail } from './layout.ts';
import { mailText } from './texts.ts';

export function passwordChangedMail(account: AccountForMail, profile: BusinessProfile): OutgoingMail {
  const t = mailText(account.language);
  const rendered = renderMail({
    profile,
    t,
    heading: t('passwordChangedHeading'),
    blocks: [
      { type: 'paragraph', text: t('passwordChangedIntro') },
      { type: 'paragraph', text: t('passwordChangedNotYou') },
      { type: 'paragraph', text: t('signOff') },
    ],
  });
  return {
    kind: 'password-changed',
    to: account.email,
    subject: t('passwordChangedSubject'),
    ...rendered,
  };
}
