// Runs inline in the first HTML, before anything paints (vite.config.ts writes it into index.html's head):
// the page root gets the visitor's theme class and `data-gate`, the gate to show (access, age or none), so
// a dark-mode visitor never sees a light flash and the right gate (or none) is the first thing drawn,
// while the app's script is still on its way. static-gates.ts keeps `data-gate` up to date from then on.
// Past the gates, the first screen's scripts and texts the server named in the head
// (src/shared/first-screen.ts) are asked for at once, beside the app's entry rather than after it: the app
// hydrates the server's page once they are there, in the language the server rendered it in.
import { FIRST_SCREEN_META, type FirstScreenHint } from '../shared/first-screen.ts';
import { toLanguage } from '../shared/config.ts';
import { applyTheme, readInitialTheme } from './app/theme.ts';
import { gateStepFor, hasStoredAccess, hasVerifiedAge } from './features/gates/gate-rules.ts';

function readHint(): FirstScreenHint | null {
  const content = document.querySelector(`meta[name="${FIRST_SCREEN_META}"]`)?.getAttribute('content');
  try {
    return content ? (JSON.parse(content) as FirstScreenHint) : null;
  } catch {
    return null;
  }
}

function preload(rel: 'modulepreload' | 'preload', href: string, settings: Partial<HTMLLinkElement>) {
  document.head.append(Object.assign(document.createElement('link'), { rel, href }, settings));
}

function fetchFirstScreen(hint: FirstScreenHint): void {
  const language = toLanguage(document.documentElement.lang);
  // The same requests the app makes later, as index.html's own module preloads.
  for (const script of [...hint.scripts, ...(hint.texts[language] ?? [])]) {
    preload('modulepreload', script, { crossOrigin: 'anonymous' });
  }
}

applyTheme(readInitialTheme());
const gate = gateStepFor({ access: hasStoredAccess(), ageVerified: hasVerifiedAge() });
document.documentElement.dataset.gate = gate;
const hint = gate === 'none' ? readHint() : null;
if (hint) fetchFirstScreen(hint);
