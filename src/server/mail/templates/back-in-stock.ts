// The back-in-stock mails, in the shopper's language (docs/decisions/026-releases-and-stock-alerts.md):
// the confirmation of the double opt-in, and the one mail that says the size can be ordered again. Both
// end with the link that removes the request and the address.
import type { BusinessProfile } from '../../../shared/business-profile.ts';
import type { OutgoingMail } from '../outbox.ts';
import { oneLine, renderMail, type MailBlock } from './layout.ts';
import { mailText } from './texts.ts';

export interface BackInStockForMail {
  email: string;
  language: string;
  product: string;
  size: string;
}

function mail(
  kind: string,
  request: BackInStockForMail,
  profile: BusinessProfile,
  parts: (
    t: ReturnType<typeof mailText>,
    values: Record<string, string>,
  ) => {
    subject: string;
    heading: string;
    blocks: MailBlock[];
  },
  stopUrl: string,
): OutgoingMail {
  const t = mailText(request.language);
  const values = { product: request.product, size: request.size };
  const { subject, heading, blocks } = parts(t, values);
  const rendered = renderMail({
    profile,
    t,
    heading,
    blocks: [
      ...blocks,
      { type: 'link', text: t('backInStockStopText'), label: t('backInStockStopLabel'), url: stopUrl },
      { type: 'paragraph', text: t('signOff') },
    ],
  });
  return { kind, to: request.email, subject: oneLine(subject), ...rendered };
}

export function backInStockConfirmationMail(
  request: BackInStockForMail,
  urls: { confirm: string; stop: string },
  profile: BusinessProfile,
): OutgoingMail {
  return mail(
    'back-in-stock-confirm',
    request,
    profile,
    (t, values) => ({
      subject: t('backInStockConfirmSubject', values),
      heading: t('backInStockConfirmHeading'),
      blocks: [
        { type: 'paragraph', text: t('backInStockConfirmIntro', values) },
        {
          type: 'link',
          text: t('backInStockConfirmLinkText'),
          label: t('backInStockConfirmLinkLabel'),
          url: urls.confirm,
        },
        { type: 'paragraph', text: t('backInStockConfirmIgnore') },
      ],
    }),
    urls.stop,
  );
}

export function backInStockMail(
  request: BackInStockForMail,
  urls: { product: string; stop: string },
  profile: BusinessProfile,
): OutgoingMail {
  return mail(
    'back-in-stock',
    request,
    profile,
    (t, values) => ({
      subject: t('backInStockSubject', values),
      heading: t('backInStockHeading', values),
      blocks: [
        { type: 'paragraph', text: t('backInStockIntro', values) },
        {
          type: 'link',
          text: t('backInStockLinkText'),
          label: t('backInStockLinkLabel', values),
          url: urls.product,
        },
        { type: 'paragraph', text: t('backInStockOnce') },
      ],
    }),
    urls.stop,
  );
}
