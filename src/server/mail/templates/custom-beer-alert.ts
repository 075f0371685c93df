// The custom-beer request alert to the brewery, in English, with a reply-to the requester.
import type { BusinessProfile } from '../../../shared/business-profile.ts';
import type { OutgoingMail } from '../outbox.ts';
import { briefRows, describeValue, type CustomBeerRequestForMail } from './custom-beer-brief.ts';
import { backOfficeLink, oneLine, renderMail, type MailBlock } from './layout.ts';
import { mailText } from './texts.ts';

// Staff mails are in English.
const staffText = mailText('en');

/** The summary the customer was shown, in their language, and their notes as typed. */
function quotes(request: CustomBeerRequestForMail): MailBlock[] {
  const blocks: MailBlock[] = [];
  if (request.summaryText)
    blocks.push({ type: 'quote', label: 'Brief as the customer read it', text: request.summaryText });
  if (request.notes) blocks.push({ type: 'quote', label: 'Customer notes', text: request.notes });
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
          ['Taste', describeValue(request.sliders)],
          ['Aromas', describeValue(request.aromas)],
          ['Styles', describeValue(request.styles)],
          ['Dietary', describeValue(request.dietary)],
        ],
      },
      briefRows(staffText, 'en', request),
      ...quotes(request),
      { type: 'paragraph', text: 'Please contact the requester within 24 hours.' },
      backOfficeLink(context.baseUrl, '/custom-beer', 'All requests:', 'Custom beer requests'),
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
