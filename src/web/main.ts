// The page's entry: the gates and the site's styles, and nothing of the app until both gates are passed
// (docs/decisions/038-gate-screen-without-the-framework.md). A visitor at a gate loads only this; past
// the gates the server's page paints its main picture first, then the app's scripts are asked for side by
// side and hydrate it (docs/decisions/046-main-picture-before-hydration.md).
// First, so the gates cover the page before anything else is even evaluated.
import './features/gates/static-gates.ts';
import 'virtual:design-tokens.css';
import './styles.css';
import { gatesPassed, onGatesChange } from './features/gates/gate-state.ts';
import { fetchFirstScreenScripts } from './first-screen-scripts.ts';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
// Past the gates on arrival, the app hydrates the server's page. Behind a gate the rendered site is
// hidden and nothing of it is needed yet: it goes, and the app draws the site afresh, in the language
// the visitor chose, once the gates are passed (docs/decisions/020-gates-and-theme-on-the-server.md).
const hydrate = gatesPassed() && container.hasChildNodes();
if (!gatesPassed()) container.replaceChildren();
let starting: Promise<void> | null = null;

/**
 * Resolves once the page's main picture (the one asked for at high priority) has loaded, or failed, and
 * been painted. Hydrating runs long tasks and its scripts share a slow link with that picture, so a
 * server-rendered page shows its largest picture first and becomes interactive right after.
 */
function mainPicturePainted(): Promise<void> {
  const picture = container!.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const painted = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  if (!picture || picture.complete) return painted();
  return new Promise<void>((resolve) => {
    picture.addEventListener('load', () => resolve(), { once: true });
    picture.addEventListener('error', () => resolve(), { once: true });
  }).then(painted);
}

function startApp(): void {
  if (starting || !gatesPassed()) return;
  starting = (hydrate ? mainPicturePainted().then(fetchFirstScreenScripts) : Promise.resolve())
    .then(() => import('./app-start.tsx'))
    .then((app) => app.startApp(container!, { hydrate }))
    .catch((error: unknown) => {
      // Asked again at the next change of the gates, or at the next visit.
      starting = null;
      console.error('Could not load the app', error);
    });
}

startApp();
onGatesChange(startApp);
