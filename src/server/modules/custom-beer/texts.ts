// The custom-beer answers' own texts in the customer's language: the suggestions' reasons and the brief's
// summary headings, from this module's catalogue (./locales) read through the shared lookup
// (docs/architecture.md, "Texts"). The choices' labels are the shared ones (custom-beer-option-labels.ts).
import type { Language } from '../../../shared/config.ts';
import { overEnglish, translator, type TFunction } from '../../../shared/message-catalogue.ts';
import en from './locales/en.json' with { type: 'json' };
import ms from './locales/ms.json' with { type: 'json' };
import zh from './locales/zh.json' with { type: 'json' };

const TEXTS = overEnglish<Language>({ en, ms, zh });

/** t() over the custom-beer texts of a language (`customBeerText('ms')('reasons.vegan')`). */
export function customBeerText(language: Language): TFunction {
  return translator(TEXTS[language], language);
}
