// The requester's copy of their custom-beer brief, in their language.
import type { BusinessProfile } from '../../../shared/business-profile.ts';
import type { OutgoingMail } from '../outbox.ts';
import { briefQuote, briefRows, type CustomBeerRequestForMail } from './custom-beer-brief.ts';
import { renderMail } from './layout.ts';
import { mailText } from './texts.ts';

export function customBeerCopyMail(
  request: CustomBeerRequestForMail,
  profile: BusinessProfile,
): OutgoingMail {
  const t = mailText(request.language);
  const rendered = renderMail({
    profile,
    t,
    heading: t('customBeerHeading'),
    blocks: [
      ...(request.name ? [{ type: 'paragraph', text: t('greeting', { name: request.name }) } as const] : []),
      { type: 'paragraph', text: t('customBeerIntro') },
      briefRows(t, request),
      ...briefQuote(t, request),
      { type: 'paragraph', text: t('signOff') },
    ],
  });
  return { kind: 'custom-beer-copy', to: request.email, subject: t('customBeerSubject'), ...rendered };
}
