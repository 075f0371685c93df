// Messages caused by what visitors send in: the contact-message alert, the custom-beer alert and the
// requester's copy of the brief, the newsletter confirmation request and the newsletter welcome.
import type { BusinessProfile } from '../../../shared/business-profile.ts';
import type { contactMessages, customBeerRequests, newsletterSubscribers } from '../../db/schema.ts';
import type { OutgoingMail } from '../outbox.ts';
import { oneLine, renderMail, type MailBlock } from './layout.ts';
import type { TFunction } from '../../../shared/message-catalogue.ts';
import { mailText } from './texts.ts';

export type ContactMessageForMail = Pick<
  typeof contactMessages.$inferSelect,
  'name' | 'email' | 'phone' | 'message' | 'language'
>;
export type CustomBeerRequestForMail = Omit<
  typeof customBeerRequests.$inferSelect,
  'id' | 'createdAt' | 'ipAddress' | 'userAgent'
>;
export type SubscriberForMail = Pick<typeof newsletterSubscribers.$inferSelect, 'email' | 'language'>;

const staffText = mailText('en');

export function contactAlertMail(
  message: ContactMessageForMail,
  context: { breweryEmail: string; baseUrl: string },
  profile: BusinessProfile,
): OutgoingMail {
  const rendered = renderMail({
    profile,
    t: staffText,
    heading: 'New contact message',
    blocks: [
      {
        type: 'details',
        rows: [
          ['From', message.name],
          [staffText('email'), message.email],
          [staffText('phone'), message.phone ?? 'Not provided'],
          ['Language', message.language],
        ],
      },
      { type: 'quote', label: 'Message', text: message.message },
      { type: 'paragraph', text: 'Reply to this email to answer the sender directly.' },
      {
        type: 'link',
        text: 'All messages:',
        label: 'Contact messages',
        url: `${context.baseUrl}/admin/messages`,
      },
    ],
  });
  return {
    kind: 'contact-alert',
    to: context.breweryEmail,
    replyTo: message.email,
    subject: oneLine(`New contact message from ${message.name}`),
    ...rendered,
  };
}

/** The request's free-form parts (occasion, sliders, aromas...) as readable text. */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(describeValue).filter(Boolean).join(', ');
  if (typeof value === 'object') {
    return Object.entries(value)
      .map(([key, inner]) => `${key}: ${describeValue(inner)}`)
      .join(', ');
  }
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : '';
}

function briefRows(t: TFunction, request: CustomBeerRequestForMail): MailBlock {
  return {
    type: 'details',
    rows: [
      [t('quantity'), String(request.quantity)],
      [t('budgetPerKeg'), String(request.budgetPerKegMYR)],
      [t('packaging'), request.packaging],
      [t('timeline'), request.timeline],
      [t('delivery'), request.delivery],
    ],
  };
}

function briefQuote(t: TFunction, request: CustomBeerRequestForMail): MailBlock[] {
  const blocks: MailBlock[] = [];
  if (request.summaryText) blocks.push({ type: 'quote', label: t('yourBrief'), text: request.summaryText });
  if (request.notes) blocks.push({ type: 'quote', label: t('yourNotes'), text: request.notes });
  return blocks;
}

export function customBeerAlertMail(
  request: CustomBeerRequestForMail,
  context: { breweryEmail: string; baseUrl: string },
  profile: BusinessProfile,
): OutgoingMail {
  const who = request.name ? `${request.name} <${request.email}>` : request.email;
  const rendered = renderMail({
    profile,
    t: staffText,
    heading: 'New custom beer request',
    blocks: [
      {
        type: 'details',
        rows: [
          ['From', request.name],
          [staffText('email'), request.email],
          [staffText('phone'), request.phone],
          ['Language', request.language],
          ['Occasion', describeValue(request.occasion)],
          ['Taste', describeValue(request.sliders)],
          ['Aromas', describeValue(request.aromas)],
          ['Styles', describeValue(request.styles)],
          ['Dietary', describeValue(request.dietary)],
        ],
      },
      briefRows(staffText, request),
      ...briefQuote(staffText, request),
      { type: 'paragraph', text: 'Please contact the requester within 24 hours.' },
      {
        type: 'link',
        text: 'All requests:',
        label: 'Custom beer requests',
        url: `${context.baseUrl}/admin/custom-beer`,
      },
    ],
  });
  return {
    kind: 'custom-beer-alert',
    to: context.breweryEmail,
    replyTo: request.email,
    subject: oneLine(`New custom beer request from ${who}`),
    ...rendered,
  };
}

export function customBeerCopyMail(
  request: CustomBeerRequestForMail,
  profile: BusinessProfile,
): OutgoingMail {
  const t = mailText(request.language);
  const rendered = renderMail({
    profile,
    t,
    heading: t('customBeerHeading'),
    blocks: [
      ...(request.name ? [{ type: 'paragraph', text: t('greeting', { name: request.name }) } as const] : []),
      { type: 'paragraph', text: t('customBeerIntro') },
      briefRows(t, request),
      ...briefQuote(t, request),
      { type: 'paragraph', text: t('signOff') },
    ],
  });
  return { kind: 'custom-beer-copy', to: request.email, subject: t('customBeerSubject'), ...rendered };
}

export function newsletterWelcomeMail(
  subscriber: SubscriberForMail,
  links: { unsubscribePage: string; oneClick: string },
  profile: BusinessProfile,
): OutgoingMail {
  const t = mailText(subscriber.language);
  const rendered = renderMail({
    profile,
    t,
    heading: t('welcomeHeading'),
    blocks: [
      { type: 'paragraph', text: t('welcomeIntro') },
      { type: 'paragraph', text: t('signOff') },
      {
        type: 'link',
        text: t('unsubscribeText'),
        label: t('unsubscribeLabel'),
        url: links.unsubscribePage,
      },
    ],
  });
  return {
    kind: 'newsletter-welcome',
    to: subscriber.email,
    subject: t('welcomeSubject'),
    // RFC 8058: mail clients show an unsubscribe button that POSTs to the one-click address.
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    ...rendered,
  };
}

/** Double opt-in (docs/rules/messages.md): the link that turns a pending sign-up into a subscription. */
export function newsletterConfirmMail(
  subscriber: SubscriberForMail,
  confirmUrl: string,
  profile: BusinessProfile,
): OutgoingMail {
  const t = mailText(subscriber.language);
  const rendered = renderMail({
    profile,
    t,
    heading: t('confirmHeading'),
    blocks: [
      { type: 'paragraph', text: t('confirmIntro') },
      { type: 'link', text: t('confirmLinkText'), label: t('confirmLinkLabel'), url: confirmUrl },
      { type: 'paragraph', text: t('confirmIgnore') },
      { type: 'paragraph', text: t('signOff') },
    ],
  });
  return { kind: 'newsletter-confirm', to: subscriber.email, subject: t('confirmSubject'), ...rendered };
}
