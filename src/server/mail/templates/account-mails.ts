// Messages about an account itself: the notice that someone keeps trying wrong passwords on it, the
// password-reset link and the notice that the password was changed.
import type { BusinessProfile } from '../../../shared/business-profile.ts';
import type { OutgoingMail } from '../outbox.ts';
import { renderMail } from './layout.ts';
import { mailText } from './texts.ts';

export interface AccountForMail {
  email: string;
  /** Staff accounts read English. */
  language: string;
}

export function signInAlertMail(account: AccountForMail, profile: BusinessProfile): OutgoingMail {
  const t = mailText(account.language);
  const rendered = renderMail({
    profile,
    t,
    heading: t('signInAlertHeading'),
    blocks: [
      { type: 'paragraph', text: t('signInAlertIntro') },
      { type: 'paragraph', text: t('signInAlertAdvice') },
      { type: 'paragraph', text: t('signOff') },
    ],
  });
  return { kind: 'sign-in-alert', to: account.email, subject: t('signInAlertSubject'), ...rendered };
}

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
