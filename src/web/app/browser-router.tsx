// The router in the browser: its history, and the first screen's code fetched early. The server renders
// the same routes at the request's address (src/web/entry-server.tsx).
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  unstable_HistoryRouter as HistoryRouter,
} from 'react-router';
import { gatesPassed } from '../features/gates/gate-state.ts';
import { AppRoutes, preloadScreens } from './router.tsx';

/**
 * Past the gates, starts fetching the first screen's code, texts and reads while the frame's texts load,
 * instead of after. A failure here is not reported: the screen asks again when it is shown, and shows the
 * error screen then.
 */
export function preloadFirstScreen(): void {
  if (gatesPassed()) preloadScreens(window.location.pathname).catch(() => undefined);
}

const browserHistory = createBrowserHistory({ v5Compat: true });
type Destination = Parameters<typeof browserHistory.push>[0];
let latestNavigation = 0;

/**
 * The browser history, with each link or redirect waiting for the next screen's code before the address
 * changes: the current screen stays until then, and the address and the screen change together. Only the
 * latest of overlapping navigations goes through. Back and forward change the address first, as browsers do.
 */
const history: typeof browserHistory = Object.create(browserHistory, {
  push: {
    value: (to: Destination, state?: unknown) => navigateWhenReady(() => browserHistory.push(to, state), to),
  },
  replace: {
    value: (to: Destination, state?: unknown) =>
      navigateWhenReady(() => browserHistory.replace(to, state), to),
  },
}) as typeof browserHistory;

function navigateWhenReady(navigate: () => void, to: Destination): void {
  const navigation = ++latestNavigation;
  preloadScreens(to).then(
    () => navigation === latestNavigation && navigate(),
    // A screen that cannot load shows the error screen at its address.
    () => navigation === latestNavigation && navigate(),
  );
}

export function AppRouter() {
  return (
    <HistoryRouter history={history}>
      <AppRoutes />
    </HistoryRouter>
  );
}
