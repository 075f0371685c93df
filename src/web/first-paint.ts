// Runs inline in the first HTML, before anything paints (vite.config.ts writes it into index.html's head):
// the page root gets the visitor's theme class and `data-gate`, the gate to show (access, age or none), so
// a dark-mode visitor never sees a light flash and the right gate (or none) is the first thing drawn,
// while the app's script is still on its way. static-gates.ts keeps `data-gate` up to date from then on.
// Past the gates, the first screen's scripts, texts, catalogue read and main picture the server named in
// the head (src/shared/first-screen.ts) are asked for at once, beside the app's entry rather than after it.
import { FIRST_SCREEN_META, type FirstScreenHint } from '../shared/first-screen.ts';
import { readInitialLanguage } from './app/language.ts';
import { applyTheme, readInitialTheme } from './app/theme.ts';
import { gateStepFor, hasStoredAccess, hasVerifiedAge } from './features/gates/gate-rules.ts';
import { productAddress, productsAddress } from './lib/catalogue-addresses.ts';

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
  const language = readInitialLanguage();
  // The same requests the app makes later: modules as index.html's own preloads, the read with
  // credentials as the API client sends it (lib/api-client.ts), the picture as the page draws it.
  for (const script of [...hint.scripts, ...(hint.texts[language] ?? [])]) {
    preload('modulepreload', script, { crossOrigin: 'anonymous' });
  }
  const read = hint.read;
  if (read) {
    const address = 'product' in read ? productAddress(language, read.product) : productsAddress(language);
    preload('preload', address, { as: 'fetch', crossOrigin: 'use-credentials' });
  }
  const image = hint.image;
  if (image) {
    preload('preload', image.href, {
      as: 'image',
      imageSrcset: image.srcset ?? '',
      imageSizes: image.sizes,
      fetchPriority: 'high',
    });
  }
}

applyTheme(readInitialTheme());
const gate = gateStepFor({ access: hasStoredAccess(), ageVerified: hasVerifiedAge() });
document.documentElement.dataset.gate = gate;
const hint = gate === 'none' ? readHint() : null;
if (hint) fetchFirstScreen(hint);
