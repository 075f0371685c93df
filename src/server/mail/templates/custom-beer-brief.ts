// What both custom-beer mails share: the request fields they read and the brief as rows and quotes.
import type { TFunction } from '../../../shared/message-catalogue.ts';
import type { customBeerRequests } from '../../db/schema.ts';
import type { MailBlock } from './layout.ts';

export type CustomBeerRequestForMail = Omit<
  typeof customBeerRequests.$inferSelect,
  'id' | 'createdAt' | 'ipAddress' | 'userAgent'
>;
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

export function briefRows(t: TFunction, request: CustomBeerRequestForMail): MailBlock {
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

export function briefQuote(t: TFunction, request: CustomBeerRequestForMail): MailBlock[] {
  const blocks: MailBlock[] = [];
  if (request.summaryText) blocks.push({ type: 'quote', label: t('yourBrief'), text: request.summaryText });
  if (request.notes) blocks.push({ type: 'quote', label: t('yourNotes'), text: request.notes });
  return blocks;
}
