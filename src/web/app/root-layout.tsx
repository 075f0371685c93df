import { useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { SiteGates } from '../features/gates/site-gates.tsx';
import { PageLoader } from '../components/page-loader.tsx';
import { reportPageView } from '../lib/browser/analytics.ts';
import { ensureTexts, hasTexts, textGroupsFor } from './i18n.ts';
import { useLanguage } from './language-provider.tsx';
import { RouteAnnouncer } from './route-announcer.tsx';
import { SkipLink } from './skip-link.tsx';

// StrictMode may run the effect twice for one navigation, and a language switch is not a new page view:
// count each path change once.
let lastReportedPath: string | null = null;

function usePageViews(): void {
  const { pathname } = useLocation();
  const { language } = useLanguage();
  // Only the path: query strings may carry tokens (e.g. newsletter unsubscribe links).
  useEffect(() => {
    if (pathname === lastReportedPath) return;
    lastReportedPath = pathname;
    reportPageView(pathname, language);
  }, [pathname, language]);
}

/** True once the texts of the screens at this path are loaded in the current language (loading them if not). */
function useTextsReady(): boolean {
  const { pathname } = useLocation();
  const { language } = useLanguage();
  const groups = textGroupsFor(pathname);
  const ready = hasTexts(language, groups);
  const [, setLoadedCount] = useState(0);
  const groupKey = groups.join();
  useEffect(() => {
    if (ready) return;
    let active = true;
    ensureTexts(language, groupKey.split(',') as typeof groups)
      .then(() => {
        if (active) setLoadedCount((n) => n + 1);
      })
      .catch((error: unknown) => console.error('Could not load texts', error));
    return () => {
      active = false;
    };
  }, [ready, language, groupKey]);
  return ready;
}

export function RootLayout() {
  usePageViews();
  const textsReady = useTextsReady();
  return (
    <>
      <SiteGates>
        <SkipLink />
        {textsReady ? <Outlet /> : <PageLoader fullScreen />}
      </SiteGates>
      <ScrollRestoration />
      <RouteAnnouncer />
    </>
  );
}
