// The invitation to the back office an owner sends from the team screen.
import type { BusinessProfile } from '../../../shared/business-profile.ts';
import type { OutgoingMail } from '../outbox.ts';
import type { AccountForMail } from './account-for-mail.ts';
import { renderMail } from './layout.ts';
import { mailText } from './texts.ts';

export function staffInvitationMail(
  account: AccountForMail,
  invitationUrl: string,
  profile: BusinessProfile,
): OutgoingMail {
  const t = mailText(account.language);
  const rendered = renderMail({
    profile,
    t,
    heading: t('invitationHeading'),
    blocks: [
      { type: 'paragraph', text: t('invitationIntro') },
      { type: 'link', text: t('invitationLinkText'), label: t('invitationLinkLabel'), url: invitationUrl },
      { type: 'paragraph', text: t('invitationIgnore') },
      { type: 'paragraph', text: t('signOff') },
    ],
  });
  return { kind: 'staff-invitation', to: account.email, subject: t('invitationSubject'), ...rendered };
}
