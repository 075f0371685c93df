// What both custom-beer mails share: the request fields they read and the brief's choices as rows.
import type { Language } from '../../../shared/config.ts';
import {
  budgetText,
  listOf,
  optionLabel,
  quantityText,
  type OptionGroup,
} from '../../../shared/custom-beer-option-labels.ts';
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

/**
 * The brief's choices in the reader's language, each quantity and budget in the packaging's unit
 * ("72 bottles", "RM 12 per bottle · RM 864 in total"), as the builder showed them before sending. Only the
 * shop's own words and numbers: safe for the requester's unproven address too.
 */
export function briefRows(t: TFunction, language: Language, request: CustomBeerRequestForMail): MailBlock {
  const { packaging, quantity, budgetPerKegMYR } = request;
  return {
    type: 'details',
    rows: [
      [t('occasion'), listOf(language, labelsOf(language, 'occasion', request.occasion))],
      [t('packaging'), optionLabel(language, 'packaging', packaging)],
      [t('quantity'), quantityText(language, packaging, quantity)],
      [t('budget'), budgetText(language, packaging, budgetPerKegMYR, quantity)],
      [t('timeline'), optionLabel(language, 'timeline', request.timeline)],
      [t('delivery'), optionLabel(language, 'delivery', request.delivery)],
    ],
  };
}

/** A list of choices by their labels; a stored value of another shape reads as it was stored. */
const labelsOf = (language: Language, group: OptionGroup, values: unknown): string[] =>
  Array.isArray(values)
    ? values.map((value) => optionLabel(language, group, String(value)))
    : [describeValue(values)].filter(Boolean);
