// The newsletter confirmation request of the double opt-in.
import type { BusinessProfile } from '../../../shared/business-profile.ts';
import type { OutgoingMail } from '../outbox.ts';
import { renderMail } from './layout.ts';
import type { SubscriberForMail } from './subscriber-for-mail.ts';
import { mailText } from './texts.ts';

/** Double opt-in (docs/rules/messages.md): the link that turns a pending sign-up into a subscription. */
export function newsletterConfirmationMail(
  subscriber: SubscriberForMail,
  confirmUrl: string,
  profile: BusinessProfile,
): OutgoingMail {
  const t = mailText(subscriber.language);
  const rendered = renderMail({
    profile,
    t,
    heading: t('confirmHeading'),
    blocks: [
      { type: 'paragraph', text: t('confirmIntro') },
      { type: 'link', text: t('confirmLinkText'), label: t('confirmLinkLabel'), url: confirmUrl },
      { type: 'paragraph', text: t('confirmIgnore') },
      { type: 'paragraph', text: t('signOff') },
    ],
  });
  return { kind: 'newsletter-confirm', to: subscriber.email, subject: t('confirmSubject'), ...rendered };
}
