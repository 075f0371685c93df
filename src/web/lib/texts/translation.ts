// The site's texts through i18next: one instance holding the texts loaded so far per language and the
// language shown, which react-i18next's `useTranslation` reads (./use-translation.ts). The locale files
// are the format i18next reads (nested keys, `{{name}}` placeholders, `_one`/`_other`/`_zero` plural
// forms); loading them is src/web/app/i18n.ts's part. The mails, the gates and the custom-beer element
// read texts of the same format through the shared lookup (src/shared/message-catalogue.ts).
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '../../../shared/config.ts';
import type { Messages, TFunction } from '../../../shared/message-catalogue.ts';

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  supportedLngs: LANGUAGES,
  // Every language carries every key (src/web/locales/locales.test.ts): nothing falls back.
  fallbackLng: false,
  // The texts arrive by part with addMessages; the instance is ready at once, with none.
  resources: {},
  initAsync: false,
  // Keys are dotted paths; no text or key names a namespace.
  nsSeparator: false,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  // A screen draws again when its language changes or a part of the texts arrives.
  react: { useSuspense: false, bindI18n: 'languageChanged', bindI18nStore: 'added' },
});

/** The language the site shows. */
export const shownLanguage = (): Language => i18n.language as Language;

/** Adds a language's texts (a text group's files, merged) to what it already has. */
export function addMessages(language: Language, messages: Messages): void {
  i18n.addResourceBundle(language, 'translation', messages, true, true);
}

/** Shows `language`; with its texts already added, at once (no backend loads anything). */
export function showLanguage(language: Language): void {
  if (language !== i18n.language) void i18n.changeLanguage(language);
}

/** i18next's t as the shop calls it: a key, then its values or the text to show when it has none. */
export const shopT = (i18nextT: unknown): TFunction => i18nextT as TFunction;

/** t() in one language, whichever is shown. */
export const translatorIn = (language: Language): TFunction => shopT(i18n.getFixedT(language));

/** For code outside React (a toast from a network handler): the shown language's text. */
export const t: TFunction = shopT(i18n.t.bind(i18n));
