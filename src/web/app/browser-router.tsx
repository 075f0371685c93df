// The router in the browser: React Router's data router over the site's routes (./router.tsx). Each
// navigation waits for the next screen's code and texts before the address changes, so the address and
// the screen change together, and only the latest of overlapping navigations goes through. The server
// renders the same routes at the request's address (src/web/entry-server.tsx).
import { createBrowserRouter } from 'react-router';
import { loadScreens, routesAt, siteRoutes } from './router.tsx';

type BrowserRouter = ReturnType<typeof createBrowserRouter>;

/**
 * A router started on the page's address with that address's screens already loaded. Hydrating, it takes
 * the server's page as it is: its screens' reads are in the query client already (no loader runs), and
 * the page keeps the scroll position it has (the browser's restoration, a #fragment, or where the visitor
 * scrolled while it hydrated).
 */
export async function startRouter({ hydrating }: { hydrating: boolean }): Promise<BrowserRouter> {
  const routes = siteRoutes({ withReads: true });
  const shown = routesAt(routes, window.location.pathname);
  // A screen that cannot load is asked for again by the router, which then shows the error screen.
  await loadScreens(shown).catch((error: unknown) => console.error('Could not load', error));
  const loaderData: Record<string, null> = {};
  for (const route of shown) if (route.loader && route.id) loaderData[route.id] = null;
  return createBrowserRouter(routes, hydrating ? { hydrationData: { loaderData } } : {});
}
