// The storefront pages' titles and descriptions in every language the first HTML is written in, from the
// page heads' catalogue (src/shared/page-heads/locales) read through the shared lookup.
import type { Language } from '../../shared/config.ts';
import { overEnglish, translator } from '../../shared/message-catalogue.ts';
import { pageText, type HeadPage, type PageText } from '../../shared/page-heads.ts';
import en from '../../shared/page-heads/locales/en.json' with { type: 'json' };
import ms from '../../shared/page-heads/locales/ms.json' with { type: 'json' };
import zh from '../../shared/page-heads/locales/zh.json' with { type: 'json' };

const TEXTS = overEnglish<Language>({ en, ms, zh });

export function pageTextIn(language: Language, page: HeadPage): PageText {
  return pageText(translator(TEXTS[language], language), page);
}
