// The element's own texts: it ships apart from the web app, so it carries its three locale files and the
// labels of the brief's choices (src/shared/locales), read through the shared catalogue
// (src/shared/message-catalogue.ts) like every other text.
import type { Language } from '../shared/config.ts';
import { OPTION_TEXTS } from '../shared/custom-beer-option-labels.ts';
import {
  deepMerge,
  overEnglish,
  translator as catalogueTranslator,
  type TFunction,
} from '../shared/message-catalogue.ts';
import en from './locales/en.json';
import ms from './locales/ms.json';
import zh from './locales/zh.json';

const TABLES = overEnglish<Language>({
  en: deepMerge(en, OPTION_TEXTS.en),
  ms: deepMerge(ms, OPTION_TEXTS.ms),
  zh: deepMerge(zh, OPTION_TEXTS.zh),
});

export type Translate = TFunction;

export function translator(language: Language): Translate {
  return catalogueTranslator(TABLES[language], language);
}
