import { isLanguage, toLanguage, type Language } from '../../shared/config.ts';
import { STORAGE_KEYS, readStorage } from '../lib/browser/storage.ts';

/** docs/rules/interface.md: stored value, else the browser language (ms/my → ms, zh/cn → zh), else English. */
export function resolveInitialLanguage(
  stored: string | null,
  browserLanguage: string | null | undefined,
): Language {
  return isLanguage(stored) ? stored : toLanguage(browserLanguage);
}

/**
 * The language the page opens in; the static gates read it too, before the app has loaded. A shared
 * address's ?lang= (docs/decisions/006-language-in-the-address.md) comes first: the server wrote that
 * page's head in it. An unknown value is ignored.
 */
export function readInitialLanguage(): Language {
  const asked = new URLSearchParams(globalThis.location?.search ?? '').get('lang');
  if (isLanguage(asked)) return asked;
  return resolveInitialLanguage(readStorage(STORAGE_KEYS.language), globalThis.navigator?.language);
}

export { LANGUAGE_NAMES } from '../../shared/config.ts';
