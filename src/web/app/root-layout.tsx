import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { SiteGates } from '../features/gates/site-gates.tsx';
import { reportPageView } from '../lib/analytics.ts';
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

export function RootLayout() {
  usePageViews();
  return (
    <>
      <SiteGates>
        <SkipLink />
        <Outlet />
      </SiteGates>
      <ScrollRestoration />
      <RouteAnnouncer />
    </>
  );
}
