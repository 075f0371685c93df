// First, so the gates cover the page before the rest of the app is even evaluated.
import './features/gates/static-gates.ts';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import 'virtual:design-tokens.css';
import './styles.css';
import { toLanguage } from '../shared/config.ts';
import { AppRouter, preloadFirstScreen } from './app/browser-router.tsx';
import { initI18n, textGroupsFor } from './app/i18n.ts';
import { readInitialLanguage } from './app/language.ts';
import { AppProviders } from './app/providers.tsx';
import { preloadScreens } from './app/router.tsx';
import { gatesPassed } from './features/gates/gate-state.ts';
import { startWithFirstReads } from './lib/first-reads.ts';
import { queryClient } from './lib/query-client.ts';
import { rememberLanguageForServer } from './lib/preference-cookie.ts';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
// The server rendered the page (docs/decisions/019-server-rendered-react.md) in the language its root
// names; past the gates the app hydrates that markup in the same language. Behind a gate the rendered
// site is hidden and nothing of it is needed yet: the app draws it afresh once the gates are passed.
const preferred = readInitialLanguage();
const rendered = toLanguage(document.documentElement.lang);
const hydrating = container.hasChildNodes() && gatesPassed();
if (!hydrating) container.replaceChildren();
const language = hydrating ? rendered : preferred;
document.documentElement.lang = language;
rememberLanguageForServer(preferred);
// The first HTML's reads answer in the language it was rendered in, whichever one the app then draws.
startWithFirstReads(queryClient, rendered);

/** Marks the root once React has drawn or hydrated it, so tools that drive the page know it now answers. */
function MarkReady() {
  useEffect(() => container!.setAttribute('data-ready', ''), []);
  return null;
}

async function start(): Promise<void> {
  const { pathname } = window.location;
  // Texts load before the first render, so no screen ever shows raw keys; the first screen's code loads
  // at the same time, and a hydrating page waits for it so it draws what the server drew.
  const texts = initI18n(language, textGroupsFor(pathname));
  const screens = hydrating ? preloadScreens(pathname) : (preloadFirstScreen(), Promise.resolve());
  await Promise.all([texts, screens]).catch((error: unknown) => console.error('Could not load', error));
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient} initialLanguage={language} preferredLanguage={preferred}>
        <AppRouter />
        <MarkReady />
      </AppProviders>
    </StrictMode>
  );
  if (hydrating) hydrateRoot(container!, app);
  else createRoot(container!).render(app);
}

void start();
