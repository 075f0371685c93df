// Account messages: the password-reset link and the notice that a password was changed, both in the
// language the person used on the site.
import type { OutgoingMail } from '../outbox.ts';
import { renderMail } from './layout.ts';
import { mailStrings } from './strings.ts';

export interface AccountForMail {
  email: string;
  language: string;
}

export function passwordResetLinkMail(account: AccountForMail, resetUrl: string): OutgoingMail {
  const strings = mailStrings(account.language);
  const rendered = renderMail({
    strings,
    heading: strings.resetHeading,
    blocks: [
      { type: 'paragraph', text: strings.resetIntro },
      { type: 'link', text: strings.resetLinkText, label: strings.resetLinkLabel, url: resetUrl },
      { type: 'paragraph', text: strings.resetIgnore },
      { type: 'paragraph', text: strings.signOff },
    ],
  });
  return { kind: 'password-reset', to: account.email, subject: strings.resetSubject, ...rendered };
}

export function passwordChangedMail(account: AccountForMail): OutgoingMail {
  const strings = mailStrings(account.language);
  const rendered = renderMail({
    strings,
    heading: strings.passwordChangedHeading,
    blocks: [
      { type: 'paragraph', text: strings.passwordChangedIntro },
      { type: 'paragraph', text: strings.passwordChangedNotYou },
      { type: 'paragraph', text: strings.signOff },
    ],
  });
  return {
    kind: 'password-changed',
    to: account.email,
    subject: strings.passwordChangedSubject,
    ...rendered,
  };
}
