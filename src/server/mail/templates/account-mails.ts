// Messages about an account itself: the notice that someone keeps trying wrong passwords on it.
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
