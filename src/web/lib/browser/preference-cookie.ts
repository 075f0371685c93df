// The shown language is kept in a cookie beside local storage, so the server renders a page in the language
// the visitor chose (docs/decisions/020-gates-and-theme-on-the-server.md). It holds nothing else.
import { LANGUAGE_COOKIE, type Language } from '../../../shared/config.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function rememberLanguageForServer(language: Language): void {
  try {
    document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
  } catch {
    // Cookies refused: the server renders the address's language and the app switches after.
  }
}
