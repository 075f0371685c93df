import { expect, test } from 'vitest';
import { DEMO_BUSINESS_PROFILE as profile } from '../../../shared/business-profile.ts';
import { verifyUnsubscribeToken } from '../unsubscribe-token.ts';
import { unsubscribeLinks, type MailContext } from '../notifications.ts';
import { contactAlertMail } from './contact-alert.ts';
import { customBeerAlertMail } from './custom-beer-alert.ts';
import { customBeerCopyMail } from './custom-beer-copy.ts';
import { newOrderAlertMail } from './new-order-alert.ts';
import { newsletterWelcomeMail } from './newsletter-welcome.ts';
import { orderConfirmationMail } from './order-confirmation.ts';
import type { OrderForMail } from './order-details.ts';
import { orderStatusUpdateMail } from './order-status-update.ts';

const confirmationUrl = `https://shop.taproom.test/order/confirmation?token=${'k'.repeat(43)}`;
/** The order came from a signed-in customer whose verified email it names. */
const proven = { addressProven: true, confirmationUrl };

const context: MailContext = {
  breweryEmail: 'brewer@taproom.test',
  baseUrl: 'https://shop.taproom.test',
  secret: 's'.repeat(40),
};

const order: OrderForMail = {
  id: '5f0c1e2a-9b7d-4c3e-8a1f-0123abcd9876',
  orderNumber: 'TR-1042',
  customerName: 'Siti <b>Aminah</b>',
  customerEmail: 'siti@example.my',
  customerPhone: '+60 12-000 1111',
  status: 'pending',
  totalAmount: '230.00',
  deliveryOption: 'pickup',
  deliveryAddress: null,
  kegDispenserRental: true,
  kegDispenserCost: '50.00',
  notes: 'Please call after 6pm',
  adminNotes: null,
  language: 'ms',
};
const items = [
  {
    productName: 'Hornbill Pale Ale',
    variantSize: '20L keg',
    // The names the Malay shopper read when ordering.
    orderedName: 'Pale Ale Enggang',
    orderedSize: 'Tong 20L',
    quantity: 1,
    unitPrice: '150.00',
    totalPrice: '150.00',
  },
  {
    productName: 'Lihing Rice Wine',
    variantSize: '500ml',
    orderedName: 'Lihing Rice Wine',
    orderedSize: '500ml',
    quantity: 2,
    unitPrice: '15.00',
    totalPrice: '30.00',
  },
];

test('the order acknowledgement speaks the customer language and lists reference, items under the names ordered, totals, pickup and keg rental', () => {
  const mail = orderConfirmationMail(order, items, profile, proven);
  expect(mail.to).toBe('siti@example.my');
  expect(mail.subject).toBe('Kami telah menerima pesanan anda TR-1042');
  for (const body of [mail.text, mail.html]) {
    expect(body).toContain('TR-1042');
    expect(body).toContain('Pale Ale Enggang (Tong 20L)');
    expect(body).toContain('RM 180.00');
    expect(body).toContain('RM 50.00');
    expect(body).toContain('RM 230.00');
    expect(body).toContain(profile.address);
    expect(body).toContain('9AM-6PM');
    expect(body).toContain('Pembancuh utama akan menghubungi anda dalam masa 24 jam');
    expect(body).toContain(confirmationUrl);
    expect(body).toContain(`https://wa.me/${profile.whatsappNumber}?text=`);
    expect(body).toContain(profile.email);
    // The business disclosure: registered name and number, and how payment is made, in the customer's language.
    expect(body).toContain(profile.legalName);
    expect(body).toContain(profile.ssmNumber);
    expect(body).toContain('No. pendaftaran SSM');
    expect(body).toContain(profile.paymentMethods.ms);
    expect(body).toContain('semasa pengambilan atau penghantaran');
  }
  expect(mail.text).toContain(encodeURIComponent('TR-1042'));
});

test('customer-typed text is escaped in HTML and kept as typed in plain text', () => {
  const mail = orderConfirmationMail(order, items, profile, proven);
  expect(mail.html).toContain('Siti &lt;b&gt;Aminah&lt;/b&gt;');
  expect(mail.html).not.toContain('<b>Aminah</b>');
  expect(mail.text).toContain('Siti <b>Aminah</b>');
  const alert = contactAlertMail(
    {
      name: 'Evil\r\nBcc: x@y.z',
      email: 'e@example.my',
      phone: null,
      message: '<img src=x onerror=alert(1)>',
      language: 'en',
    },
    context,
    profile,
  );
  expect(alert.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  expect(alert.subject).toBe('New contact message from Evil Bcc: x@y.z');
});

test('a delivery order names the delivery address instead of the pickup point', () => {
  const mail = orderConfirmationMail(
    {
      ...order,
      deliveryOption: 'delivery',
      deliveryAddress: '12 Jalan Ampang\nKuala Lumpur',
      language: 'zh',
    },
    items,
    profile,
    proven,
  );
  expect(mail.subject).toBe('我们已收到您的订单 TR-1042');
  expect(mail.text).toContain('送货地址: 12 Jalan Ampang');
  expect(mail.html).toContain('12 Jalan Ampang<br>Kuala Lumpur');
  expect(mail.text).not.toContain('自取地址');
});

test('the brewery alert goes to the brewery in English with a link to the back office', () => {
  const mail = newOrderAlertMail(order, items, context, profile);
  expect(mail.to).toBe('brewer@taproom.test');
  expect(mail.replyTo).toBe('siti@example.my');
  expect(mail.subject).toBe('New order TR-1042 from Siti <b>Aminah</b> (RM 230.00)');
  expect(mail.text).toContain('https://shop.taproom.test/admin/orders');
  expect(mail.text).toContain('+60 12-000 1111');
  // Staff read the English names, whatever language the order was placed in.
  expect(mail.text).toContain('Hornbill Pale Ale (20L keg)');
  expect(mail.text).not.toContain('Enggang');
});

test('the status email names the new status in the customer language, with the message only when sent', () => {
  const confirmed = { ...order, status: 'confirmed', language: 'zh', adminNotes: 'Delivery on Friday' };
  const mail = orderStatusUpdateMail(confirmed, profile, { statusChanged: true, withMessage: true })!;
  expect(mail.subject).toBe('您的订单 TR-1042 状态：已确认');
  expect(mail.text).toContain('您的订单已确认');
  expect(mail.text).toContain('> Delivery on Friday');
  const withoutMessage = orderStatusUpdateMail(confirmed, profile, {
    statusChanged: true,
    withMessage: false,
  })!;
  expect(withoutMessage.text).not.toContain('Delivery on Friday');
  const cancelled = { ...order, status: 'cancelled', language: 'en' };
  expect(
    orderStatusUpdateMail(cancelled, profile, { statusChanged: true, withMessage: false })!.subject,
  ).toBe('Your order TR-1042 is now Cancelled');
});

test('a message sent without a status change is its own mail in the customer language; no change, no mail', () => {
  const withNote = { ...order, language: 'ms', adminNotes: 'Kami akan hantar pada Jumaat' };
  const mail = orderStatusUpdateMail(withNote, profile, { statusChanged: false, withMessage: true })!;
  expect(mail.kind).toBe('order-message');
  expect(mail.subject).toBe('Mesej tentang pesanan anda TR-1042');
  expect(mail.text).toContain('> Kami akan hantar pada Jumaat');
  expect(orderStatusUpdateMail(withNote, profile, { statusChanged: false, withMessage: false })).toBeNull();
});

const request = {
  id: 'r1',
  name: 'Wei Ling',
  email: 'wei@example.my',
  phone: null,
  occasion: { type: 'wedding', guests: 120 },
  quantity: 2,
  budgetPerKegMYR: 800,
  sliders: { bitterness: 3 },
  aromas: ['citrus', 'pandan'],
  styles: ['Pale Ale'],
  dietary: [],
  packaging: '20L keg',
  timeline: '4–6 weeks',
  delivery: 'Self-pickup (Klang Valley)',
  notes: null,
  summaryText: 'A bright pandan pale ale for 120 guests',
  language: 'zh',
  createdAt: new Date(),
};

test('a custom-beer request alerts the brewery with the brief; the requester gets the shop words and the reference', () => {
  const typed = {
    ...request,
    id: '0f1e2d3c-4b5a-6978-8091-a2b3c4d5e6f7',
    name: 'customer. URGENT: verify now at http://evil.example/login',
    notes: 'Call http://evil.example',
  };
  const alert = customBeerAlertMail(typed, context, profile);
  expect(alert.to).toBe('brewer@taproom.test');
  expect(alert.replyTo).toBe('wei@example.my');
  expect(alert.text).toContain('citrus, pandan');
  expect(alert.text).toContain('type: wedding, guests: 120');
  expect(alert.text).toContain(typed.name);
  expect(alert.text).toContain(typed.notes);
  expect(alert.text).toContain('Brief as the customer read it');
  expect(alert.text).not.toContain('Your brief');
  expect(alert.text).toContain('2 kegs');
  expect(alert.text).toContain('RM 800 per keg · RM 1,600 in total');
  const copy = customBeerCopyMail(typed, profile);
  expect(copy.to).toBe('wei@example.my');
  expect(copy.subject).toBe('您的定制啤酒需求');
  for (const body of [copy.text, copy.html]) {
    expect(body).toContain('C4D5E6F7');
    expect(body).toContain('首席酿酒师将在 24 小时内与您联系');
    // The choices, in the requester's language and in the packaging's unit, as the builder showed them.
    expect(body).toContain('20升酒桶');
    expect(body).toContain('2 桶');
    expect(body).toContain('每桶 RM 800 · 合计 RM 1,600');
    expect(body).not.toContain('evil.example');
    expect(body).not.toContain('URGENT');
    expect(body).not.toContain('A bright pandan pale ale');
  }
});

test('an order acknowledgement to an unproven address leaves out the name, delivery address and note typed', () => {
  const typed = {
    ...order,
    customerName: 'customer. URGENT: verify now at http://evil.example/login',
    deliveryOption: 'delivery',
    deliveryAddress: 'http://evil.example/address',
    notes: 'Open http://evil.example/now',
  };
  const mail = orderConfirmationMail(typed, items, profile, { addressProven: false, confirmationUrl });
  for (const body of [mail.text, mail.html]) {
    expect(body).toContain('TR-1042');
    // The confirmation page is the shop's own and shows nothing typed either, so it goes here too.
    expect(body).toContain(confirmationUrl);
    expect(body).toContain('Pale Ale Enggang (Tong 20L)');
    expect(body).toContain('Salam sejahtera,');
    expect(body).not.toContain('evil.example');
    expect(body).not.toContain('URGENT');
  }
  const alert = newOrderAlertMail(typed, items, context, profile);
  expect(alert.text).toContain(typed.customerName);
  expect(alert.text).toContain('http://evil.example/now');
});

test('the newsletter welcome carries a working one-click unsubscribe link and List-Unsubscribe header', () => {
  const links = unsubscribeLinks(context, 'fan@example.my');
  const mail = newsletterWelcomeMail({ email: 'fan@example.my', language: 'en' }, links, profile);
  expect(mail.subject).toBe('Welcome to the Taproom newsletter');
  expect(mail.headers).toEqual({
    'List-Unsubscribe': `<${links.oneClick}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  });
  expect(mail.text).toContain(links.unsubscribePage);
  const token = new URL(links.unsubscribePage).searchParams.get('token')!;
  expect(links.unsubscribePage.startsWith('https://shop.taproom.test/newsletter/unsubscribe?token=')).toBe(
    true,
  );
  expect(verifyUnsubscribeToken(context.secret, token)).toEqual({ ok: true, email: 'fan@example.my' });
});

test('unknown stored languages fall back to English', () => {
  expect(orderConfirmationMail({ ...order, language: 'fr' }, items, profile, proven).subject).toBe(
    'We received your order TR-1042',
  );
});

test('amounts in mails group their thousands', () => {
  const large = { ...order, language: 'zh', totalAmount: '1530.00' };
  const lines = [{ ...items[0]!, quantity: 10, totalPrice: '1500.00' }, items[1]!];
  const mail = orderConfirmationMail(large, lines, profile, proven);
  expect(mail.text).toContain('RM 1,500.00');
  expect(mail.text).toContain('RM 1,530.00');
  expect(newOrderAlertMail(large, lines, context, profile).subject).toContain('(RM 1,530.00)');
});
