// The order confirmation: what the customer receives in their language when an order is placed. Unless
// the address is proven (a signed-in customer's verified email), it carries only the shop's own words,
// the order's lines and its reference: never the name, address or note the sender typed
// (docs/rules/messages.md).
import type { BusinessProfile } from '../../../shared/business-profile.ts';
import { whatsappLink } from '../../../shared/whatsapp.ts';
import type { OutgoingMail } from '../outbox.ts';
import { renderMail } from './layout.ts';
import { fulfilmentBlock, linesBlock, type OrderForMail, type OrderItemForMail } from './order-details.ts';
import { mailLanguage, mailText } from './texts.ts';

export function orderConfirmationMail(
  order: OrderForMail,
  items: OrderItemForMail[],
  profile: BusinessProfile,
  { addressProven, confirmationUrl }: { addressProven: boolean; confirmationUrl: string },
): OutgoingMail {
  const t = mailText(order.language);
  const typed = <T>(blocks: T[]): T[] => (addressProven ? blocks : []);
  const reference = order.orderNumber;
  const heading = order.deliveryOption === 'delivery' ? t('deliveryHeading') : t('pickupHeading');
  const rendered = renderMail({
    profile,
    t,
    heading: t('orderHeading'),
    blocks: [
      addressProven
        ? { type: 'paragraph', text: t('greeting', { name: order.customerName }) }
        : { type: 'paragraph', text: t('greetingUnnamed') },
      { type: 'paragraph', text: t('orderIntro') },
      { type: 'details', rows: [[t('reference'), reference]] },
      linesBlock(t, mailLanguage(order.language), order, items, 'ordered'),
      // A delivery address is typed by the sender; the pickup address is the shop's own.
      ...(order.deliveryOption === 'delivery'
        ? typed([{ type: 'paragraph', text: heading } as const, fulfilmentBlock(t, order, profile)])
        : [{ type: 'paragraph', text: heading } as const, fulfilmentBlock(t, order, profile)]),
      { type: 'paragraph', text: t('idAtHandover') },
      { type: 'details', rows: [[t('payment'), profile.paymentMethods[mailLanguage(order.language)]]] },
      ...typed(order.notes ? [{ type: 'quote', label: t('yourNotes'), text: order.notes } as const] : []),
      { type: 'paragraph', text: t('brewerWillContact') },
      // The shop's own page, so it goes to unproven addresses too: it shows no typed text either.
      {
        type: 'link',
        text: t('confirmationText'),
        label: t('confirmationLabel'),
        url: confirmationUrl,
      },
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
