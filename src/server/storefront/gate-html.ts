// The gates' texts written into the first HTML, so the access or age gate paints complete before the app's
// script arrives (docs/rules/accounts.md). index.html marks each place: `data-gate-text` (the element's
// text), `data-gate-placeholder`, `data-gate-brand` and `data-gate-age`; the app's static-gates.ts reads the same marks when the language changes.
import type { IncomingHttpHeaders } from 'node:http';
import { isLanguage, shopConfig, toLanguage, type Language } from '../../shared/config.ts';
import { gateText } from '../../shared/gates/gate-texts.ts';
import { escapeHtml } from './page-head.ts';

/** The address's ?lang= when it names a shop language, else the browser's first Accept-Language. */
export function gateLanguage(url: URL, headers: IncomingHttpHeaders): Language {
  const asked = url.searchParams.get('lang');
  return isLanguage(asked) ? asked : toLanguage(headers['accept-language']?.split(',')[0]);
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
    .replace(/(data-gate-age[^>]*>)\s*(?=<\/)/g, (_, open: string) => `${open}${shopConfig.minimumAge}+`);
}
