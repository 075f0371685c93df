// Texts the limits answer with, in the shopper's language.
import type { Language } from '../../shared/config.ts';

const minutesFrom = (seconds: number): number => Math.max(1, Math.ceil(seconds / 60));

const tooManyRequests: Record<Language, (minutes: number) => string> = {
  en: (m) => `Too many requests. Please try again in ${m} minute${m === 1 ? '' : 's'}.`,
  ms: (m) => `Terlalu banyak permintaan. Sila cuba lagi dalam ${m} minit.`,
  zh: (m) => `请求过于频繁，请在 ${m} 分钟后重试。`,
};

const tooManySignIns: Record<Language, (minutes: number) => string> = {
  en: (m) => `Too many failed sign-in attempts. Please try again in ${m} minute${m === 1 ? '' : 's'}.`,
  ms: (m) => `Terlalu banyak cubaan log masuk yang gagal. Sila cuba lagi dalam ${m} minit.`,
  zh: (m) => `登录失败次数过多，请在 ${m} 分钟后重试。`,
};

export const limitMessage = (language: Language, retryAfterSeconds: number): string =>
  tooManyRequests[language](minutesFrom(retryAfterSeconds));

export const signInLimitMessage = (language: Language, retryAfterSeconds: number): string =>
  tooManySignIns[language](minutesFrom(retryAfterSeconds));
