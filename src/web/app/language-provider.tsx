import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { Language } from '../../shared/config.ts';
import { STORAGE_KEYS, writeStorage } from '../lib/browser/storage.ts';
import { rememberLanguageForServer } from '../lib/browser/preference-cookie.ts';
import { showLanguage } from '../lib/texts/translation.ts';
import { onGateLanguage } from '../features/gates/gate-state.ts';
import { ensureLanguage } from './i18n.ts';

type LanguageContextValue = {
  language: Language;
  setLanguage: (language: Language) => Promise<void>;
};

const LanguageContext = createContext<LanguageContextValue | null>(null);

export function LanguageProvider({
  initialLanguage,
  preferredLanguage = initialLanguage,
  children,
}: {
  /** The language the page was rendered in (by the server, or first by the app). */
  initialLanguage: Language;
  /** The visitor's own, when a server-rendered page came in another (it had no cookie yet). */
  preferredLanguage?: Language;
  children: ReactNode;
}) {
  const [language, setLanguageState] = useState<Language>(initialLanguage);

  useLayoutEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  const show = useCallback((next: Language) => {
    showLanguage(next);
    writeStorage(STORAGE_KEYS.language, next);
    rememberLanguageForServer(next);
    setLanguageState(next);
  }, []);

  const setLanguage = useCallback(
    async (next: Language) => {
      await ensureLanguage(next);
      show(next);
    },
    [show],
  );

  // A page the server rendered in another language than the visitor's (it came without the cookie)
  // switches once hydrated.
  useEffect(() => {
    if (preferredLanguage === initialLanguage) return;
    void ensureLanguage(preferredLanguage).then(() => show(preferredLanguage));
  }, [preferredLanguage, initialLanguage, show]);

  // A language picked on the gates is the one the site opens in once they are passed.
  useEffect(() => onGateLanguage((next) => void setLanguage(next)), [setLanguage]);

  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return <LanguageContext value={value}>{children}</LanguageContext>;
}

export function useLanguage(): LanguageContextValue {
  const context = useContext(LanguageContext);
  if (!context) throw new Error('useLanguage must be used within a LanguageProvider');
  return context;
}
