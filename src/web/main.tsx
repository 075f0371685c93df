// First, so the gates cover the page before the rest of the app is even evaluated.
import './features/gates/static-gates.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'virtual:design-tokens.css';
import './styles.css';
import { initI18n, textGroupsFor } from './app/i18n.ts';
import { readInitialLanguage } from './app/language.ts';
import { AppProviders } from './app/providers.tsx';
import { AppRouter, preloadFirstScreen } from './app/router.tsx';
import { startWithFirstReads } from './lib/first-reads.ts';

// The theme class is already on the page root: the first-paint script in the head put it there.
const language = readInitialLanguage();
document.documentElement.lang = language;
startWithFirstReads();

async function start(): Promise<void> {
  // Texts load before the first render, so no screen ever shows raw keys; the first screen's code loads
  // at the same time.
  const texts = initI18n(language, textGroupsFor(window.location.pathname));
  preloadFirstScreen();
  await texts.catch((error: unknown) => console.error('Could not load texts', error));
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  createRoot(container).render(
    <StrictMode>
      <AppProviders initialLanguage={language}>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
