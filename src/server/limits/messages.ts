// Texts the limits answer with, in the shopper's language: the limits' catalogue (./locales), read through
// the shared lookup, the minutes left picking the plural form (docs/architecture.md, "Texts").
import type { Language } from '../../shared/config.ts';
import { overEnglish, translate } from '../../shared/message-catalogue.ts';
import en from './locales/en.json' with { type: 'json' };
import ms from './locales/ms.json' with { type: 'json' };
import zh from './locales/zh.json' with { type: 'json' };

const TEXTS = overEnglish<Language>({ en, ms, zh });

/** Whole minutes until the limit lifts, at least one. */
const minutesFrom = (seconds: number): number => Math.max(1, Math.ceil(seconds / 60));

const message =
  (key: string) =>
  (language: Language, retryAfterSeconds: number): string =>
    translate(TEXTS[language], language, `limits.${key}`, { count: minutesFrom(retryAfterSeconds) });

export const limitMessage = message('tooManyRequests');

export const signInLimitMessage = message('tooManySignIns');
