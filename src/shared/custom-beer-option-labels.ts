// The custom-beer choices as people read them: their labels are texts in en, ms and zh, kept in the shared
// locale files (src/shared/locales) and read through the shared catalogue, because the builder element,
// the brief's summary and suggestions from the server and the back office all show them.
import type { Language } from './config.ts';
import { unitRuleOf } from './custom-beer-options.ts';
import { overEnglish, translate } from './message-catalogue.ts';
import en from './locales/en.json' with { type: 'json' };
import ms from './locales/ms.json' with { type: 'json' };
import zh from './locales/zh.json' with { type: 'json' };

export const OPTION_TEXTS = overEnglish<Language>({ en, ms, zh });

export type OptionGroup = keyof (typeof en)['customBeerOptions'];

/** The catalogue key of a choice's label (`customBeerOptions.aroma.pandan`). */
export const optionKey = (group: OptionGroup, value: string): string => `customBeerOptions.${group}.${value}`;

/** A choice's label in a language; a value with no label (stored before it was renamed) reads as itself. */
export function optionLabel(language: Language, group: OptionGroup, value: string): string {
  return translate(OPTION_TEXTS[language], language, optionKey(group, value), value);
}

/** Items joined as a list reads in the language ("Citrus, Pandan"; "柑橘、香兰"). */
export function listOf(language: Language, items: readonly string[]): string {
  return items.join(translate(OPTION_TEXTS[language], language, 'listSeparator'));
}

const amount = (value: number) => value.toLocaleString('en-MY');
const unitKey = (packaging: string, key: string) => `customBeerUnits.${unitRuleOf(packaging).unit}.${key}`;

/** A unit's label in a language: the quantity's ("Number of bottles") or the budget's ("Budget per bottle"). */
export function unitLabel(language: Language, packaging: string, label: 'quantity' | 'budget'): string {
  return translate(OPTION_TEXTS[language], language, unitKey(packaging, label));
}

/** A quantity in its packaging's unit ("72 bottles", "2 tong", "3 桶"). */
export function quantityText(language: Language, packaging: string, quantity: number): string {
  return translate(OPTION_TEXTS[language], language, unitKey(packaging, 'count'), { count: quantity });
}

/** A budget per unit with what it comes to for the quantity ("RM 12 per bottle · RM 864 in total"). */
export function budgetText(language: Language, packaging: string, budget: number, quantity: number): string {
  const t = (key: string, value: number) =>
    translate(OPTION_TEXTS[language], language, key, { amount: amount(value) });
  return `${t(unitKey(packaging, 'perUnit'), budget)} · ${t('customBeerUnits.total', budget * quantity)}`;
}
