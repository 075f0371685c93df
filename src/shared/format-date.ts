// Dates as people in Malaysia read them: always in Malaysian time, in the interface language.
import type { Language } from './config.ts';

const LOCALES: Record<Language, string> = { en: 'en-MY', ms: 'ms-MY', zh: 'zh-CN' };
const TIME_ZONE = 'Asia/Kuala_Lumpur';

const STYLES = {
  /** 5 Mar 2026 */
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  /** 5 Mar 2026, 4:30 pm */
  dateTime: { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  /** Thursday, 5 March 2026 at 4:30 pm */
  long: {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof STYLES;

/** The locale Intl formats the language with. */
export const localeOf = (language: string): string => LOCALES[language as Language] ?? LOCALES.en;

/** Formats an ISO date; returns null for a missing or unreadable value so callers pick their own fallback. */
export function formatDate(
  value: string | null | undefined,
  language: string,
  style: DateStyle = 'date',
): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(localeOf(language), { ...STYLES[style], timeZone: TIME_ZONE }).format(date);
}
