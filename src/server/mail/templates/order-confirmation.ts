// The order confirmation: what the customer receives in their language when an order is placed.
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
