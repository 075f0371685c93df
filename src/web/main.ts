// The page's entry: the gates and the site's styles, and nothing of the app until both gates are passed
// (docs/decisions/038-gate-screen-without-the-framework.md). A visitor at a gate loads only this; a
// returning visitor's first-paint script has already asked for the app's scripts, so importing them here
// costs no wait.
// First, so the gates cover the page before anything else is even evaluated.
import './features/gates/static-gates.ts';
import 'virtual:design-tokens.css';
import './styles.css';
import { gatesPassed, onGatesChange } from './features/gates/gate-state.ts';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
// Past the gates on arrival, the app hydrates the server's page. Behind a gate the rendered site is
// hidden and nothing of it is needed yet: it goes, and the app draws the site afresh, in the language
// the visitor chose, once the gates are passed (docs/decisions/020-gates-and-theme-on-the-server.md).
const hydrate = gatesPassed() && container.hasChildNodes();
if (!gatesPassed()) container.replaceChildren();
let starting: Promise<void> | null = null;

function startApp(): void {
  if (starting || !gatesPassed()) return;
  starting = import('./app-start.tsx')
    .then((app) => app.startApp(container!, { hydrate }))
    .catch((error: unknown) => {
      // Asked again at the next change of the gates, or at the next visit.
      starting = null;
      console.error('Could not load the app', error);
    });
}

startApp();
onGatesChange(startApp);
