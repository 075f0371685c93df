// The new-order alert to the brewery, in English, with a reply-to the customer.
import type { BusinessProfile } from '../../../shared/business-profile.ts';
import { formatPrice } from '../../../shared/money.ts';
import type { OutgoingMail } from '../outbox.ts';
import { backOfficeLink, oneLine, renderMail } from './layout.ts';
import { linesBlock, type OrderForMail, type OrderItemForMail } from './order-details.ts';
import { mailText } from './texts.ts';

/** Staff alert, in English: the brewer should call the customer within 24 hours. */
export function newOrderAlertMail(
  order: OrderForMail,
  items: OrderItemForMail[],
  context: { breweryEmail: string; baseUrl: string },
  profile: BusinessProfile,
): OutgoingMail {
  const t = mailText('en');
  const reference = order.orderNumber;
  const rendered = renderMail({
    profile,
    t,
    heading: `New order ${reference}`,
    blocks: [
      {
        type: 'paragraph',
        text: 'A new order inquiry has arrived. Please contact the customer within 24 hours.',
      },
      {
        type: 'details',
        rows: [
          [t('reference'), reference],
          ['Customer', order.customerName],
          [t('email'), order.customerEmail],
          [t('phone'), order.customerPhone],
          ['Language', order.language],
          ['Fulfilment', order.deliveryOption === 'delivery' ? t('deliveryHeading') : t('pickupHeading')],
          [t('deliveryAddress'), order.deliveryOption === 'delivery' ? order.deliveryAddress : null],
          ['Keg dispenser rental', order.kegDispenserRental ? 'Yes' : 'No'],
        ],
      },
      linesBlock(t, 'en', order, items, 'english'),
      ...(order.notes ? [{ type: 'quote', label: 'Customer notes', text: order.notes } as const] : []),
      backOfficeLink(context.baseUrl, '/orders', 'Open the order in the back office:', 'Orders'),
    ],
  });
  return {
    kind: 'order-alert',
    to: context.breweryEmail,
    replyTo: order.customerEmail,
    subject: oneLine(`New order ${reference} from ${order.customerName} (${formatPrice(order.totalAmount)})`),
    ...rendered,
  };
}
