// The newsletter welcome, with the unsubscribe link and one-click unsubscribe headers.
import type { BusinessProfile } from '../../../shared/business-profile.ts';
import type { OutgoingMail } from '../outbox.ts';
import { renderMail } from './layout.ts';
import type { SubscriberForMail } from './subscriber-for-mail.ts';
import { mailText } from './texts.ts';

export function newsletterWelcomeMail(
  subscriber: SubscriberForMail,
  links: { unsubscribePage: string; oneClick: string },
  profile: BusinessProfile,
): OutgoingMail {
  const t = mailText(subscriber.language);
  const rendered = renderMail({
    profile,
    t,
    heading: t('welcomeHeading'),
    blocks: [
      { type: 'paragraph', text: t('welcomeIntro') },
      { type: 'paragraph', text: t('signOff') },
      {
        type: 'link',
        text: t('unsubscribeText'),
        label: t('unsubscribeLabel'),
        url: links.unsubscribePage,
      },
    ],
  });
  return {
    kind: 'newsletter-welcome',
    to: subscriber.email,
    subject: t('welcomeSubject'),
    // RFC 8058: mail clients show an unsubscribe button that POSTs to the one-click address.
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    ...rendered,
  };
}
