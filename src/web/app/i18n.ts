import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '../../shared/config.ts';

type Messages = Record<string, unknown>;

// Shell texts and every feature's texts; each file is its own lazy chunk so only the needed languages load.
// The gates bring their own texts (they show before i18next is ready), so theirs are left out here.
const localeModules = import.meta.glob<{ default: Messages }>([
  '../**/locales/*.json',
  '!../features/gates/locales/*.json',
]);

function isPlainObject(value: unknown): value is Messages {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function deepMerge(target: Messages, source: Messages): Messages {
  const result: Messages = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const existing = result[key];
    result[key] = isPlainObject(existing) && isPlainObject(value) ? deepMerge(existing, value) : value;
  }
  return result;
}

const loaded = new Map<Language, Promise<Messages>>();

async function importLanguage(language: Language): Promise<Messages> {
  const loaders = Object.entries(localeModules)
    .filter(([path]) => path.endsWith(`/${language}.json`))
    .map(([, load]) => load());
  const modules = await Promise.all(loaders);
  return modules.reduce<Messages>((merged, module) => deepMerge(merged, module.default), {});
}

function loadMessages(language: Language): Promise<Messages> {
  let pending = loaded.get(language);
  if (!pending) {
    pending = importLanguage(language);
    loaded.set(language, pending);
    pending.catch(() => loaded.delete(language));
  }
  return pending;
}

/** Makes sure a language's texts are registered before it is shown. */
export async function ensureLanguage(language: Language): Promise<void> {
  const messages = await loadMessages(language);
  if (!i18next.hasResourceBundle(language, 'translation')) {
    i18next.addResourceBundle(language, 'translation', messages, true, true);
  }
}

export async function initI18n(language: Language): Promise<void> {
  const needed = language === 'en' ? ['en' as const] : (['en', language] as const);
  const bundles = await Promise.all(
    needed.map(async (lng) => [lng, { translation: await loadMessages(lng) }] as const),
  );
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    resources: Object.fromEntries(bundles),
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
}

export { i18next };
