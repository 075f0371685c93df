// Order messages: the acknowledgement to the customer, the alert to the brewery, and the status change.
import type { BusinessProfile } from '../../../shared/business-profile.ts';
import { whatsappLink } from '../../../shared/whatsapp.ts';
import type { Language } from '../../../shared/config.ts';
import { formatPrice, formatRM, toSen } from '../../../shared/money.ts';
import { ORDER_STATUSES, type OrderStatus } from '../../../shared/order-rules.ts';
import type { orderItems, orders } from '../../db/schema.ts';
import type { OutgoingMail } from '../outbox.ts';
import { oneLine, renderMail, type MailBlock } from './layout.ts';
import type { TFunction } from '../../../shared/message-catalogue.ts';
import { mailLanguage, mailText } from './texts.ts';

export type OrderForMail = Pick<
  typeof orders.$inferSelect,
  | 'id'
  | 'customerName'
  | 'customerEmail'
  | 'customerPhone'
  | 'status'
  | 'totalAmount'
  | 'deliveryOption'
  | 'deliveryAddress'
  | 'kegDispenserRental'
  | 'kegDispenserCost'
  | 'notes'
  | 'adminNotes'
  | 'language'
> & {
  /** The human order number, e.g. TR-1042. */
  orderNumber: string;
};
export type OrderItemForMail = Pick<
  typeof orderItems.$inferSelect,
  'productName' | 'variantSize' | 'quantity' | 'unitPrice' | 'totalPrice'
>;

function linesBlock(
  t: TFunction,
  language: Language,
  order: OrderForMail,
  items: OrderItemForMail[],
): MailBlock {
  const itemTotalSen = items.reduce((sum, item) => sum + toSen(item.totalPrice), 0);
  const totals: Array<[string, string]> = [[t('itemTotal'), formatRM(itemTotalSen, language)]];
  if (order.kegDispenserRental) totals.push([t('kegRental'), formatPrice(order.kegDispenserCost, language)]);
  totals.push([t('total'), formatPrice(order.totalAmount, language)]);
  return {
    type: 'lines',
    head: [t('itemHead.item'), t('itemHead.quantity'), t('itemHead.price')],
    rows: items.map((item) => [
      `${item.productName} (${item.variantSize})`,
      String(item.quantity),
      formatPrice(item.totalPrice, language),
    ]),
    totals,
  };
}

function fulfilmentBlock(t: TFunction, order: OrderForMail, profile: BusinessProfile): MailBlock {
  if (order.deliveryOption === 'delivery') {
    return { type: 'details', rows: [[t('deliveryAddress'), order.deliveryAddress]] };
  }
  const hours = t('openingHours', {
    weekdays: profile.openingHoursWeekdays,
    weekends: profile.openingHoursWeekends,
  });
  return { type: 'details', rows: [[t('pickupAddress'), `${profile.address}\n${hours}`]] };
}

export function orderAcknowledgementMail(
  order: OrderForMail,
  items: OrderItemForMail[],
  profile: BusinessProfile,
): OutgoingMail {
  const t = mailText(order.language);
  const reference = order.orderNumber;
  const heading = order.deliveryOption === 'delivery' ? t('deliveryHeading') : t('pickupHeading');
  const rendered = renderMail({
    profile,
    t,
    heading: t('orderHeading'),
    blocks: [
      { type: 'paragraph', text: t('greeting', { name: order.customerName }) },
      { type: 'paragraph', text: t('orderIntro') },
      { type: 'details', rows: [[t('reference'), reference]] },
      linesBlock(t, mailLanguage(order.language), order, items),
      { type: 'paragraph', text: heading },
      fulfilmentBlock(t, order, profile),
      { type: 'paragraph', text: t('idAtHandover') },
      { type: 'details', rows: [[t('payment'), profile.paymentMethods[mailLanguage(order.language)]]] },
      ...(order.notes ? [{ type: 'quote', label: t('yourNotes'), text: order.notes } as const] : []),
      { type: 'paragraph', text: t('brewerWillContact') },
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
    kind: 'order-acknowledgement',
    to: order.customerEmail,
    subject: t('orderSubject', { reference }),
    ...rendered,
  };
}

/** Staff alert, in English: the brewer should call the customer within 24 hours. */
export function orderAlertMail(
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
      linesBlock(t, 'en', order, items),
      ...(order.notes ? [{ type: 'quote', label: 'Customer notes', text: order.notes } as const] : []),
      {
        type: 'link',
        text: 'Open the order in the back office:',
        label: 'Orders',
        url: `${context.baseUrl}/admin/orders`,
      },
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

function knownStatus(status: string): OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(status) ? (status as OrderStatus) : 'pending';
}

export function orderStatusMail(order: OrderForMail, profile: BusinessProfile): OutgoingMail {
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
