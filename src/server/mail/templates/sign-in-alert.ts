// The sign-in alert: someone keeps trying wrong passwords on this account.
import type { BusinessProfile } from '../../../shared/business-profile.ts';
import type { OutgoingMail } from '../outbox.ts';
import type { AccountForMail } from './account-for-mail.ts';
import { renderMail } from './layout.ts';
import { mailText } from './texts.ts';

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
