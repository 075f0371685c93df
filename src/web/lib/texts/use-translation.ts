import { useTranslation as useI18next } from 'react-i18next';
import type { Language } from '../../../shared/config.ts';
import type { TFunction } from '../../../shared/message-catalogue.ts';
import { shopT } from './translation.ts';

export interface Translation {
  t: TFunction;
  /** The language shown; `resolvedLanguage` is the same value (every text exists in every language). */
  i18n: { language: Language; resolvedLanguage: Language };
}

/**
 * The texts of the shown language (react-i18next over ./translation.ts). A screen re-renders when the
 * language changes or a text group finishes loading.
 */
export function useTranslation(): Translation {
  const { t, i18n } = useI18next();
  const language = i18n.language as Language;
  return { t: shopT(t), i18n: { language, resolvedLanguage: language } };
}
