// Messages caused by what visitors send in: the contact-message alert, the custom-beer alert and the
// requester's copy of the brief, the newsletter confirmation request and the newsletter welcome.
import type { BusinessProfile } from '../../../shared/business-profile.ts';
import type { contactMessages, customBeerRequests, newsletterSubscribers } from '../../db/schema.ts';
import type { OutgoingMail } from '../outbox.ts';
import { oneLine, renderMail, type MailBlock } from './layout.ts';
import { mailStrings, type MailStrings } from './strings.ts';

export type ContactMessageForMail = Pick<
  typeof contactMessages.$inferSelect,
  'name' | 'email' | 'phone' | 'message' | 'language'
>;
export type CustomBeerRequestForMail = Omit<
  typeof customBeerRequests.$inferSelect,
  'id' | 'createdAt' | 'ipAddress' | 'userAgent'
>;
export type SubscriberForMail = Pick<typeof newsletterSubscribers.$inferSelect, 'email' | 'language'>;

const staff = mailStrings('en');

export function contactAlertMail(
  message: ContactMessageForMail,
  context: { breweryEmail: string; baseUrl: string },
  profile: BusinessProfile,
): OutgoingMail {
  const rendered = renderMail({
    profile,
    strings: staff,
    heading: 'New contact message',
    blocks: [
      {
        type: 'details',
        rows: [
          ['From', message.name],
          [staff.email, message.email],
          [staff.phone, message.phone ?? 'Not provided'],
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

function briefRows(strings: MailStrings, request: CustomBeerRequestForMail): MailBlock {
  return {
    type: 'details',
    rows: [
      [strings.quantity, String(request.quantity)],
      [strings.budgetPerKeg, String(request.budgetPerKegMYR)],
      [strings.packaging, request.packaging],
      [strings.timeline, request.timeline],
      [strings.delivery, request.delivery],
    ],
  };
}

function briefQuote(strings: MailStrings, request: CustomBeerRequestForMail): MailBlock[] {
  const blocks: MailBlock[] = [];
  if (request.summaryText)
    blocks.push({ type: 'quote', label: strings.yourBrief, text: request.summaryText });
  if (request.notes) blocks.push({ type: 'quote', label: strings.yourNotes, text: request.notes });
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
    strings: staff,
    heading: 'New custom beer request',
    blocks: [
      {
        type: 'details',
        rows: [
          ['From', request.name],
          [staff.email, request.email],
          [staff.phone, request.phone],
          ['Language', request.language],
          ['Occasion', describeValue(request.occasion)],
          ['Taste', describeValue(request.sliders)],
          ['Aromas', describeValue(request.aromas)],
          ['Styles', describeValue(request.styles)],
          ['Dietary', describeValue(request.dietary)],
        ],
      },
      briefRows(staff, request),
      ...briefQuote(staff, request),
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
  const strings = mailStrings(request.language);
  const rendered = renderMail({
    profile,
    strings,
    heading: strings.customBeerHeading,
    blocks: [
      ...(request.name ? [{ type: 'paragraph', text: strings.greeting(request.name) } as const] : []),
      { type: 'paragraph', text: strings.customBeerIntro },
      briefRows(strings, request),
      ...briefQuote(strings, request),
      { type: 'paragraph', text: strings.signOff },
    ],
  });
  return { kind: 'custom-beer-copy', to: request.email, subject: strings.customBeerSubject, ...rendered };
}

export function newsletterWelcomeMail(
  subscriber: SubscriberForMail,
  links: { unsubscribePage: string; oneClick: string },
  profile: BusinessProfile,
): OutgoingMail {
  const strings = mailStrings(subscriber.language);
  const rendered = renderMail({
    profile,
    strings,
    heading: strings.welcomeHeading,
    blocks: [
      { type: 'paragraph', text: strings.welcomeIntro },
      { type: 'paragraph', text: strings.signOff },
      {
        type: 'link',
        text: strings.unsubscribeText,
        label: strings.unsubscribeLabel,
        url: links.unsubscribePage,
      },
    ],
  });
  return {
    kind: 'newsletter-welcome',
    to: subscriber.email,
    subject: strings.welcomeSubject,
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
  const strings = mailStrings(subscriber.language);
  const rendered = renderMail({
    profile,
    strings,
    heading: strings.confirmHeading,
    blocks: [
      { type: 'paragraph', text: strings.confirmIntro },
      { type: 'link', text: strings.confirmLinkText, label: strings.confirmLinkLabel, url: confirmUrl },
      { type: 'paragraph', text: strings.confirmIgnore },
      { type: 'paragraph', text: strings.signOff },
    ],
  });
  return { kind: 'newsletter-confirm', to: subscriber.email, subject: strings.confirmSubject, ...rendered };
}
