// Messages about an account itself: the notice that someone keeps trying wrong passwords on it, the
// password-reset link and the notice that the password was changed.
import type { BusinessProfile } from '../../../shared/business-profile.ts';
import type { OutgoingMail } from '../outbox.ts';
import { renderMail } from './layout.ts';
import { mailStrings } from './strings.ts';

export interface AccountForMail {
  email: string;
  /** Staff accounts read English. */
  language: string;
}

export function signInAlertMail(account: AccountForMail, profile: BusinessProfile): OutgoingMail {
  const strings = mailStrings(account.language);
  const rendered = renderMail({
    profile,
    strings,
    heading: strings.signInAlertHeading,
    blocks: [
      { type: 'paragraph', text: strings.signInAlertIntro },
      { type: 'paragraph', text: strings.signInAlertAdvice },
      { type: 'paragraph', text: strings.signOff },
    ],
  });
  return { kind: 'sign-in-alert', to: account.email, subject: strings.signInAlertSubject, ...rendered };
}

export function passwordResetLinkMail(
  account: AccountForMail,
  resetUrl: string,
  profile: BusinessProfile,
): OutgoingMail {
  const strings = mailStrings(account.language);
  const rendered = renderMail({
    profile,
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

export function passwordChangedMail(account: AccountForMail, profile: BusinessProfile): OutgoingMail {
  const strings = mailStrings(account.language);
  const rendered = renderMail({
    profile,
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
