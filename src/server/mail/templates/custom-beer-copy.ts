// The requester's acknowledgement of their custom-beer request, in their language. The address was typed
// by whoever sent the form and is not proven, so the mail carries only the shop's own words: the choices
// made (packaging, quantity and budget in the packaging's unit, timing, delivery) and the request's
// reference, never a name, note or link the sender typed (docs/rules/messages.md). The whole brief goes
// to the brewery's alert.
import type { BusinessProfile } from '../../../shared/business-profile.ts';
import { toLanguage } from '../../../shared/config.ts';
import { orderReference } from '../../../shared/order-rules.ts';
import type { OutgoingMail } from '../outbox.ts';
import { briefRows, type CustomBeerRequestForMail } from './custom-beer-brief.ts';
import { renderMail } from './layout.ts';
import { mailText } from './texts.ts';

export function customBeerCopyMail(
  request: CustomBeerRequestForMail & { id: string },
  profile: BusinessProfile,
): OutgoingMail {
  const t = mailText(request.language);
  const rendered = renderMail({
    profile,
    t,
    heading: t('customBeerHeading'),
    blocks: [
      { type: 'paragraph', text: t('greetingUnnamed') },
      { type: 'paragraph', text: t('customBeerReceived') },
      briefRows(t, toLanguage(request.language), request),
      { type: 'details', rows: [[t('requestReference'), orderReference(request.id)]] },
      { type: 'paragraph', text: t('signOff') },
    ],
  });
  return { kind: 'custom-beer-copy', to: request.email, subject: t('customBeerSubject'), ...rendered };
}
