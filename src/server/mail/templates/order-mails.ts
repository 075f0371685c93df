// Order messages: the acknowledgement to the customer, the alert to the brewery, and the status change.
import type { BusinessProfile } from '../../../shared/business-profile.ts';
import { whatsappLink } from '../../../shared/whatsapp.ts';
import type { Language } from '../../../shared/config.ts';
import { formatPrice, formatRM, toSen } from '../../../shared/money.ts';
import { ORDER_STATUSES, type OrderStatus } from '../../../shared/order-rules.ts';
import type { orderItems, orders } from '../../db/schema.ts';
import type { OutgoingMail } from '../outbox.ts';
import { oneLine, renderMail, type MailBlock } from './layout.ts';
import { mailLanguage, mailStrings, type MailStrings } from './strings.ts';

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
  strings: MailStrings,
  language: Language,
  order: OrderForMail,
  items: OrderItemForMail[],
): MailBlock {
  const itemTotalSen = items.reduce((sum, item) => sum + toSen(item.totalPrice), 0);
  const totals: Array<[string, string]> = [[strings.itemTotal, formatRM(itemTotalSen, language)]];
  if (order.kegDispenserRental)
    totals.push([strings.kegRental, formatPrice(order.kegDispenserCost, language)]);
  totals.push([strings.total, formatPrice(order.totalAmount, language)]);
  return {
    type: 'lines',
    head: strings.itemHead,
    rows: items.map((item) => [
      `${item.productName} (${item.variantSize})`,
      String(item.quantity),
      formatPrice(item.totalPrice, language),
    ]),
    totals,
  };
}

function fulfilmentBlock(strings: MailStrings, order: OrderForMail, profile: BusinessProfile): MailBlock {
  if (order.deliveryOption === 'delivery') {
    return { type: 'details', rows: [[strings.deliveryAddress, order.deliveryAddress]] };
  }
  const hours = strings.openingHours(profile.openingHoursWeekdays, profile.openingHoursWeekends);
  return { type: 'details', rows: [[strings.pickupAddress, `${profile.address}\n${hours}`]] };
}

export function orderAcknowledgementMail(
  order: OrderForMail,
  items: OrderItemForMail[],
  profile: BusinessProfile,
): OutgoingMail {
  const strings = mailStrings(order.language);
  const reference = order.orderNumber;
  const heading = order.deliveryOption === 'delivery' ? strings.deliveryHeading : strings.pickupHeading;
  const rendered = renderMail({
    profile,
    strings,
    heading: strings.orderHeading,
    blocks: [
      { type: 'paragraph', text: strings.greeting(order.customerName) },
      { type: 'paragraph', text: strings.orderIntro },
      { type: 'details', rows: [[strings.reference, reference]] },
      linesBlock(strings, mailLanguage(order.language), order, items),
      { type: 'paragraph', text: heading },
      fulfilmentBlock(strings, order, profile),
      { type: 'paragraph', text: strings.idAtHandover },
      { type: 'details', rows: [[strings.payment, profile.paymentMethods[mailLanguage(order.language)]]] },
      ...(order.notes ? [{ type: 'quote', label: strings.yourNotes, text: order.notes } as const] : []),
      { type: 'paragraph', text: strings.brewerWillContact },
      {
        type: 'link',
        text: strings.whatsappText,
        label: strings.whatsappLabel,
        url: whatsappLink(profile.whatsappNumber, strings.whatsappMessage(reference)),
      },
      { type: 'paragraph', text: strings.signOff },
    ],
  });
  return {
    kind: 'order-acknowledgement',
    to: order.customerEmail,
    subject: strings.orderSubject(reference),
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
  const strings = mailStrings('en');
  const reference = order.orderNumber;
  const rendered = renderMail({
    profile,
    strings,
    heading: `New order ${reference}`,
    blocks: [
      {
        type: 'paragraph',
        text: 'A new order inquiry has arrived. Please contact the customer within 24 hours.',
      },
      {
        type: 'details',
        rows: [
          [strings.reference, reference],
          ['Customer', order.customerName],
          [strings.email, order.customerEmail],
          [strings.phone, order.customerPhone],
          ['Language', order.language],
          [
            'Fulfilment',
            order.deliveryOption === 'delivery' ? strings.deliveryHeading : strings.pickupHeading,
          ],
          [strings.deliveryAddress, order.deliveryOption === 'delivery' ? order.deliveryAddress : null],
          ['Keg dispenser rental', order.kegDispenserRental ? 'Yes' : 'No'],
        ],
      },
      linesBlock(strings, 'en', order, items),
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
  const strings = mailStrings(order.language);
  const reference = order.orderNumber;
  const status = knownStatus(order.status);
  const statusName = strings.statusNames[status];
  const rendered = renderMail({
    profile,
    strings,
    heading: strings.statusHeading(statusName),
    blocks: [
      { type: 'paragraph', text: strings.greeting(order.customerName) },
      { type: 'paragraph', text: strings.statusExplanations[status] },
      {
        type: 'details',
        rows: [
          [strings.reference, reference],
          [strings.total, formatPrice(order.totalAmount, mailLanguage(order.language))],
        ],
      },
      ...(order.adminNotes
        ? [{ type: 'quote', label: strings.breweryNote, text: order.adminNotes } as const]
        : []),
      {
        type: 'link',
        text: strings.whatsappText,
        label: strings.whatsappLabel,
        url: whatsappLink(profile.whatsappNumber, strings.whatsappMessage(reference)),
      },
      { type: 'paragraph', text: strings.signOff },
    ],
  });
  return {
    kind: 'order-status',
    to: order.customerEmail,
    subject: strings.statusSubject(reference, statusName),
    ...rendered,
  };
}
