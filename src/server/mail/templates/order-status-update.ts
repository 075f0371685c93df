// The order status update: the customer hears in their language when staff move the order on.
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

export function orderStatusUpdateMail(order: OrderForMail, profile: BusinessProfile): OutgoingMail {
  const t = mailText(order.language);
  const reference = order.orderNumber;
  const status = knownStatus(order.status);
  const statusName = t(`statusNames.${status}`);
  const rendered = renderMail({
    profile,
    t,
    heading: t('statusHeading', { status: statusName }),
    blocks: [
      { type: 'paragraph', text: t('greeting', { name: order.customerName }) },
      { type: 'paragraph', text: t(`statusExplanations.${status}`) },
      {
        type: 'details',
        rows: [
          [t('reference'), reference],
          [t('total'), formatPrice(order.totalAmount, mailLanguage(order.language))],
        ],
      },
      ...(order.adminNotes
        ? [{ type: 'quote', label: t('breweryNote'), text: order.adminNotes } as const]
        : []),
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
    kind: 'order-status',
    to: order.customerEmail,
    subject: t('statusSubject', { reference, status: statusName }),
    ...rendered,
  };
}
