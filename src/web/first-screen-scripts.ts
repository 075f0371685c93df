// The first screen's scripts and texts the server named in the page's head (src/shared/first-screen.ts),
// asked for side by side, so the app hydrates the server's page without each import waiting for the one
// before it, in the language the server rendered it in.
import { FIRST_SCREEN_META, type FirstScreenHint } from '../shared/first-screen.ts';
import { toLanguage } from '../shared/config.ts';

function readHint(): FirstScreenHint | null {
  const content = document.querySelector(`meta[name="${FIRST_SCREEN_META}"]`)?.getAttribute('content');
  try {
    return content ? (JSON.parse(content) as FirstScreenHint) : null;
  } catch {
    return null;
  }
}

export function fetchFirstScreenScripts(): void {
  const hint = readHint();
  if (!hint) return;
  const language = toLanguage(document.documentElement.lang);
  // The same requests the app makes later, as index.html's own module preloads.
  for (const href of [...hint.scripts, ...(hint.texts[language] ?? [])]) {
    document.head.append(
      Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: 'anonymous' }),
    );
  }
}
