import { useMemo, useSyncExternalStore } from 'react';
import type { Language } from '../../../shared/config.ts';
import type { TFunction } from '../../../shared/message-catalogue.ts';
import { catalogueState, subscribeToCatalogue, translatorFor } from './translation.ts';

export interface Translation {
  t: TFunction;
  /** The language shown; `resolvedLanguage` is the same value (every text exists in every language). */
  i18n: { language: Language; resolvedLanguage: Language };
}

/**
 * The texts of the shown language. A screen re-renders when the language changes or a text group
 * finishes loading; `t` keeps its identity otherwise, so memoised values built from it stay put.
 */
export function useTranslation(): Translation {
  const state = useSyncExternalStore(subscribeToCatalogue, catalogueState, catalogueState);
  return useMemo(
    () => ({
      t: translatorFor(state),
      i18n: { language: state.language, resolvedLanguage: state.language },
    }),
    [state],
  );
}
