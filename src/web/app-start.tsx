// The app in the browser, loaded by main.ts once both gates are passed: it hydrates the page the server
// rendered (docs/decisions/019-server-rendered-react.md) or draws the site afresh where main.ts cleared it.
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { toLanguage } from '../shared/config.ts';
import { startRouter } from './app/browser-router.tsx';
import { initI18n, textGroupsFor } from './app/i18n.ts';
import { readInitialLanguage } from './app/language.ts';
import { AppProviders } from './app/providers.tsx';
import { rootErrorOptions } from './app/react-errors.ts';
import { startWithFirstReads } from './lib/data/first-reads.ts';
import { queryClient } from './lib/data/query-client.ts';
import { rememberLanguageForServer } from './lib/browser/preference-cookie.ts';

/** Hydrates the server's page in the language it was rendered in, or draws the site in the visitor's. */
export async function startApp(
  container: HTMLElement,
  { hydrate: hydrating }: { hydrate: boolean },
): Promise<void> {
  const preferred = readInitialLanguage();
  const rendered = toLanguage(document.documentElement.lang);
  const language = hydrating ? rendered : preferred;
  document.documentElement.lang = language;
  rememberLanguageForServer(preferred);
  // The first HTML's reads answer in the language it was rendered in (their keys name it), whichever one
  // the app then draws.
  startWithFirstReads(queryClient);

  // Texts load before the first render, so no screen ever shows raw keys; the first screen's code loads
  // at the same time, so the first render draws it (what the server drew, when hydrating).
  const texts = initI18n(language, textGroupsFor(window.location.pathname));
  const [router] = await Promise.all([
    startRouter({ hydrating }),
    texts.catch((error: unknown) => console.error('Could not load', error)),
  ]);
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient} initialLanguage={language} preferredLanguage={preferred}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  const errors = rootErrorOptions();
  if (hydrating) hydrateRoot(container, app, errors);
  else createRoot(container, errors).render(app);
}
