// The password-reset link, asked for on the forgotten-password page.
import type { BusinessProfile } from '../../../shared/business-profile.ts';
import type { OutgoingMail } from '../outbox.ts';
import type { AccountForMail } from './account-for-mail.ts';
import { renderMail } from './layout.ts';
import { mailText } from './texts.ts';

export function passwordResetLinkMail(
  account: AccountForMail,
  resetUrl: string,
  profile: BusinessProfile,
): OutgoingMail {
  const t = mailText(account.language);
  const rendered = renderMail({
    profile,
    t,
    heading: t('resetHeading'),
    blocks: [
      { type: 'paragraph', text: t('resetIntro') },
      { type: 'link', text: t('resetLinkText'), label: t('resetLinkLabel'), url: resetUrl },
      { type: 'paragraph', text: t('resetIgnore') },
      { type: 'paragraph', text: t('signOff') },
    ],
  });
  return { kind: 'password-reset', to: account.email, subject: t('resetSubject'), ...rendered };
}
