// What the order mails share: the order and item fields they read, the table of lines with totals and the
// pickup or delivery details.
import type { BusinessProfile } from '../../../shared/business-profile.ts';
import type { Language } from '../../../shared/config.ts';
import { formatPrice, formatRM, toSen } from '../../../shared/money.ts';
import type { TFunction } from '../../../shared/message-catalogue.ts';
import type { orderItems, orders } from '../../db/schema.ts';
import type { MailBlock } from './layout.ts';

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
> & {
  /** The names as the customer read them, in the order's language. */
  orderedName: string;
  orderedSize: string;
};

/**
 * The lines with their totals: under the names the customer ordered by (`ordered`), or the English ones
 * staff read (`english`).
 */
export function linesBlock(
  t: TFunction,
  language: Language,
  order: OrderForMail,
  items: OrderItemForMail[],
  names: 'ordered' | 'english',
): MailBlock {
  const itemTotalSen = items.reduce((sum, item) => sum + toSen(item.totalPrice), 0);
  const totals: Array<[string, string]> = [[t('itemTotal'), formatRM(itemTotalSen, language)]];
  if (order.kegDispenserRental) totals.push([t('kegRental'), formatPrice(order.kegDispenserCost, language)]);
  totals.push([t('total'), formatPrice(order.totalAmount, language)]);
  return {
    type: 'lines',
    head: [t('itemHead.item'), t('itemHead.quantity'), t('itemHead.price')],
    rows: items.map((item) => [
      names === 'ordered'
        ? `${item.orderedName} (${item.orderedSize})`
        : `${item.productName} (${item.variantSize})`,
      String(item.quantity),
      formatPrice(item.totalPrice, language),
    ]),
    totals,
  };
}

export function fulfilmentBlock(t: TFunction, order: OrderForMail, profile: BusinessProfile): MailBlock {
  if (order.deliveryOption === 'delivery') {
    return { type: 'details', rows: [[t('deliveryAddress'), order.deliveryAddress]] };
  }
  const hours = t('openingHours', {
    weekdays: profile.openingHoursWeekdays,
    weekends: profile.openingHoursWeekends,
  });
  return { type: 'details', rows: [[t('pickupAddress'), `${profile.address}\n${hours}`]] };
}
