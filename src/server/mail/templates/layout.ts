// One frame for every message: a heading, a few blocks and the shop's contact details, rendered both as
// HTML (inline styles, as mail clients ignore style sheets) and as plain text. Every value placed in the
// HTML is escaped, so customer-typed names and messages cannot inject markup.
import type { BusinessProfile } from '../../../shared/business-profile.ts';
import { whatsappLink } from '../../../shared/whatsapp.ts';
import type { TFunction } from '../../../shared/message-catalogue.ts';

export type MailBlock =
  | { type: 'paragraph'; text: string }
  /** Label/value pairs; rows with an empty value are left out. */
  | { type: 'details'; rows: Array<[label: string, value: string | null | undefined]> }
  | {
      type: 'lines';
      head: [string, string, string];
      rows: Array<[string, string, string]>;
      totals: Array<[string, string]>;
    }
  /** Text someone typed, kept with its line breaks. */
  | { type: 'quote'; label: string; text: string }
  | { type: 'link'; text: string; label: string; url: string };

/** A staff alert's link to its back-office screen (`path` under /admin). */
export function backOfficeLink(baseUrl: string, path: string, text: string, label: string): MailBlock {
  return { type: 'link', text, label, url: `${baseUrl}/admin${path}` };
}

export interface RenderedMail {
  html: string;
  text: string;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Subjects are one line even when they carry a name someone typed. */
export function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

const multiline = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>');
const cell = 'padding:6px 8px;border-bottom:1px solid #e7ded0;text-align:left;vertical-align:top';

function blockHtml(block: MailBlock): string {
  switch (block.type) {
    case 'paragraph':
      return `<p style="margin:0 0 16px">${multiline(block.text)}</p>`;
    case 'details': {
      const rows = block.rows
        .filter(([, value]) => value)
        .map(
          ([label, value]) =>
            `<tr><th style="${cell};width:40%">${escapeHtml(label)}</th><td style="${cell}">${multiline(value ?? '')}</td></tr>`,
        );
      return `<table role="presentation" style="border-collapse:collapse;width:100%;margin:0 0 16px">${rows.join('')}</table>`;
    }
    case 'lines': {
      const head = block.head.map((h) => `<th style="${cell}">${escapeHtml(h)}</th>`).join('');
      const rows = block.rows.map(
        (r) => `<tr>${r.map((c) => `<td style="${cell}">${escapeHtml(c)}</td>`).join('')}</tr>`,
      );
      const totals = block.totals.map(
        ([label, value]) =>
          `<tr><th colspan="2" style="${cell}">${escapeHtml(label)}</th><td style="${cell};font-weight:bold">${escapeHtml(value)}</td></tr>`,
      );
      return `<table style="border-collapse:collapse;width:100%;margin:0 0 16px"><thead><tr>${head}</tr></thead><tbody>${rows.join('')}${totals.join('')}</tbody></table>`;
    }
    case 'quote':
      return `<p style="margin:0 0 4px;font-weight:bold">${escapeHtml(block.label)}</p><blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #d97706;background:#fdf8f0">${multiline(block.text)}</blockquote>`;
    case 'link':
      return `<p style="margin:0 0 16px">${escapeHtml(block.text)} <a href="${escapeHtml(block.url)}" style="color:#b45309;font-weight:bold">${escapeHtml(block.label)}</a></p>`;
  }
}

function blockText(block: MailBlock): string {
  switch (block.type) {
    case 'paragraph':
      return block.text;
    case 'details':
      return block.rows
        .filter(([, value]) => value)
        .map(([label, value]) => `${label}: ${value}`)
        .join('\n');
    case 'lines':
      return [
        ...block.rows.map(([name, quantity, price]) => `- ${quantity} x ${name}  ${price}`),
        ...block.totals.map(([label, value]) => `${label}: ${value}`),
      ].join('\n');
    case 'quote':
      return `${block.label}:\n${block.text
        .split(/\r?\n/)
        .map((line) => `> ${line}`)
        .join('\n')}`;
    case 'link':
      return `${block.text} ${block.label}: ${block.url}`;
  }
}

/** The business disclosure every message ends with: registered name and number, address and contacts. */
function contactRows(t: TFunction, profile: BusinessProfile): Array<[string, string]> {
  return [
    [t('ssmNumber'), profile.ssmNumber],
    [t('location'), profile.address],
    [t('email'), profile.email],
    [t('phone'), profile.phone],
    ['WhatsApp', whatsappLink(profile.whatsappNumber)],
  ];
}

export function renderMail(options: {
  /** The mail texts of the recipient's language (mailText). */
  t: TFunction;
  profile: BusinessProfile;
  heading: string;
  blocks: MailBlock[];
}): RenderedMail {
  const { t, profile, heading, blocks } = options;
  const name = profile.legalName;
  const contacts = contactRows(t, profile);
  const html = `<!doctype html><html lang="${t('htmlLang')}"><head><meta charset="utf-8"><title>${escapeHtml(heading)}</title></head>
<body style="margin:0;padding:24px;background:#f5efe6;font-family:Arial,Helvetica,sans-serif;color:#2b2118;line-height:1.5">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 8px;font-size:20px;font-weight:bold;color:#b45309">${escapeHtml(name)}</p>
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(heading)}</h1>
${blocks.map(blockHtml).join('\n')}
<hr style="border:none;border-top:1px solid #e7ded0;margin:24px 0 12px">
<p style="margin:0;font-size:13px;color:#6b5b4b">${escapeHtml(name)}<br>${contacts
    .map(([label, value]) => `${escapeHtml(label)}: ${escapeHtml(value)}`)
    .join('<br>')}</p>
</div></body></html>`;
  const text = [
    name,
    '',
    heading,
    '',
    ...blocks.map((block) => `${blockText(block)}\n`),
    '--',
    name,
    ...contacts.map(([label, value]) => `${label}: ${value}`),
    '',
  ].join('\n');
  return { html, text };
}
