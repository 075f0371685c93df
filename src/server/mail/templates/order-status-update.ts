// The order status update: the customer hears in their language when staff move the order on, and reads
// the brewery's message when staff chose to send it.
import type { BusinessProfile } from '../../../shared/business-profile.ts';
import { whatsappLink } from '../../../shared/whatsapp.ts';
import { formatPrice } from '../../../shared/money.ts';
import { ORDER_STATUSES, type OrderStatus } from '../../../shared/order-rules.ts';
import type { OutgoingMail } from '../outbox.ts';
import { renderMail } from './layout.ts';
import type { OrderForMail } from './order-details.ts';
import { mailLanguage, mailText } from './texts.ts';

function knownStatus(status: string): OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(status) ? (status as OrderStatus) : 'pending';
}

/** What a staff update mails the customer: the new status, the brewery's message, or both. */
export interface OrderUpdateMailOptions {
  statusChanged: boolean;
  /** Staff chose to send the message (adminNotes) after previewing it. */
  withMessage: boolean;
}

/**
 * The mail a staff update sends, in the order's language; null when it sends none. The message to the
 * customer goes only when staff chose to send it; the staff note is not part of `OrderForMail` at all.
 */
export function orderStatusUpdateMail(
  order: OrderForMail,
  profile: BusinessProfile,
  { statusChanged, withMessage }: OrderUpdateMailOptions,
): OutgoingMail | null {
  const message = withMessage ? order.adminNotes : null;
  if (!statusChanged && !message) return null;
  const t = mailText(order.language);
  const reference = order.orderNumber;
  const status = knownStatus(order.status);
  const statusName = t(`statusNames.${status}`);
  const rendered = renderMail({
    profile,
    t,
    heading: statusChanged ? t('statusHeading', { status: statusName }) : t('messageHeading'),
    blocks: [
      { type: 'paragraph', text: t('greeting', { name: order.customerName }) },
      { type: 'paragraph', text: statusChanged ? t(`statusExplanations.${status}`) : t('messageIntro') },
      {
        type: 'details',
        rows: [
          [t('reference'), reference],
          [t('total'), formatPrice(order.totalAmount, mailLanguage(order.language))],
        ],
      },
      ...(message ? [{ type: 'quote', label: t('breweryNote'), text: message } as const] : []),
      {
        type: 'link',
        text: t('whatsappText'),
        label: t('whatsappLabel'),
        url: whatsappLink(profile.whatsappNumber, t('whatsappMessage', { reference })),
      },
      { type: 'paragraph', text: t('signOff') },
    ],
  });
  return {
    kind: statusChanged ? 'order-status' : 'order-message',
    to: order.customerEmail,
    subject: statusChanged
      ? t('statusSubject', { reference, status: statusName })
      : t('messageSubject', { reference }),
    ...rendered,
  };
}
