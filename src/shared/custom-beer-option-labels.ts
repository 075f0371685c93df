// The custom-beer choices as people read them: their labels are texts in en, ms and zh, kept in the shared
// locale files (src/shared/locales) and read through the shared catalogue, because the builder element,
// the brief's summary and suggestions from the server and the back office all show them.
import type { Language } from './config.ts';
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
