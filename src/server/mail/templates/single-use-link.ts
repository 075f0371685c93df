// The shape of a mail whose one purpose is a single-use link: what it is for, the link, and what to do
// when it was not you. Its texts are the `<keys>Subject`, `Heading`, `Intro`, `LinkText`, `LinkLabel` and
// `Ignore` of the mail catalogue.
import type { BusinessProfile } from '../../../shared/business-profile.ts';
import type { OutgoingMail } from '../outbox.ts';
import type { AccountForMail } from './account-for-mail.ts';
import { renderMail } from './layout.ts';
import { mailText } from './texts.ts';

export function singleUseLinkMail(
  mail: { kind: string; keys: string },
  account: AccountForMail,
  url: string,
  profile: BusinessProfile,
): OutgoingMail {
  const t = mailText(account.language);
  const { keys } = mail;
  const rendered = renderMail({
    profile,
    t,
    heading: t(`${keys}Heading`),
    blocks: [
      { type: 'paragraph', text: t(`${keys}Intro`) },
      { type: 'link', text: t(`${keys}LinkText`), label: t(`${keys}LinkLabel`), url },
      { type: 'paragraph', text: t(`${keys}Ignore`) },
      { type: 'paragraph', text: t('signOff') },
    ],
  });
  return { kind: mail.kind, to: account.email, subject: t(`${keys}Subject`), ...rendered };
}
