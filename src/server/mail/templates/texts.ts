// Texts of the messages customers receive, in their language (en/ms/zh): the mail locale files
// (src/server/mail/locales), read through the shared catalogue like every other text (docs/architecture.md,
// "Texts"). Staff alerts are in English.
import { exactLanguage, type Language } from '../../../shared/config.ts';
import { overEnglish, translator, type TFunction } from '../../../shared/message-catalogue.ts';
import en from '../locales/en.json' with { type: 'json' };
import ms from '../locales/ms.json' with { type: 'json' };
import zh from '../locales/zh.json' with { type: 'json' };

const byLanguage = overEnglish<Language>({ en: en.mail, ms: ms.mail, zh: zh.mail });

/** Stored languages are free text in the database; anything unknown reads English. */
export const mailLanguage = (value: string | null | undefined): Language => exactLanguage(value);

/** t() over the mail texts of a stored language (`mailText('ms')('orderSubject', { reference })`). */
export function mailText(language: string | null | undefined): TFunction {
  const shown = mailLanguage(language);
  return translator(byLanguage[shown], shown);
}
