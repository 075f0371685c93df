// The contact-message alert to the brewery, in English, with a reply-to the sender.
import type { BusinessProfile } from '../../../shared/business-profile.ts';
import type { contactMessages } from '../../db/schema.ts';
import type { OutgoingMail } from '../outbox.ts';
import { backOfficeLink, oneLine, renderMail } from './layout.ts';
import { mailText } from './texts.ts';

export type ContactMessageForMail = Pick<
  typeof contactMessages.$inferSelect,
  'name' | 'email' | 'phone' | 'message' | 'language'
>;
// Staff mails are in English.
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
      backOfficeLink(context.baseUrl, '/messages', 'All messages:', 'Contact messages'),
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
