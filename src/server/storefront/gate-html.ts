// The gates' texts written into the first HTML, so the access or age gate paints complete before the app's
// script arrives (docs/rules/accounts.md). index.html marks each place: `data-gate-text` (the element's
// text), `data-gate-placeholder`, `data-gate-brand`, `data-gate-age` and `data-gate-language` (a language
// on offer, named in itself, marked chosen when it is the gates' language); the app's static-gates.ts reads the same marks when the language changes.
import type { IncomingHttpHeaders } from 'node:http';
import {
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_NAMES,
  shopConfig,
  toLanguage,
  type Language,
} from '../../shared/config.ts';
import { gateText } from '../../shared/gates/gate-texts.ts';
import { escapeHtml } from './page-head.ts';

/**
 * The address's ?lang= when it names a shop language, else the language the visitor chose (on the gates or
 * in the header: its cookie), else the browser's first Accept-Language.
 */
export function gateLanguage(
  url: URL,
  headers: IncomingHttpHeaders,
  cookies: Record<string, string | undefined> = {},
): Language {
  const asked = url.searchParams.get('lang');
  if (isLanguage(asked)) return asked;
  const chosen = cookies[LANGUAGE_COOKIE];
  return isLanguage(chosen) ? chosen : toLanguage(headers['accept-language']?.split(',')[0]);
}

/** Fills every gate text of the page in one language (function replacers only); the overlay says which language. */
export function fillGateTexts(html: string, language: Language): string {
  const text = (key: string) => escapeHtml(gateText(language, key));
  return html
    .replace(/<div id="gate"/, (open) => `${open} lang="${language}"`)
    .replace(
      /(data-gate-text="([^"]+)"[^>]*>)\s*(?=<\/)/g,
      (_, open: string, key: string) => open + text(key),
    )
    .replace(/data-gate-placeholder="([^"]+)"/g, (mark, key: string) => `${mark} placeholder="${text(key)}"`)
    .replace(
      /(data-gate-brand[^>]*>)\s*(?=<\/)/g,
      (_, open: string) => open + escapeHtml(shopConfig.brandName),
    )
    .replace(/(data-gate-age[^>]*>)\s*(?=<\/)/g, (_, open: string) => `${open}${shopConfig.minimumAge}+`)
    .replace(/data-gate-language="(\w+)"([^>]*>)\s*(?=<\/)/g, (_, code: string, rest: string) => {
      const name = isLanguage(code) ? LANGUAGE_NAMES[code] : code;
      return `data-gate-language="${code}"${code === language ? ' selected' : ''}${rest}${name}`;
    });
}
