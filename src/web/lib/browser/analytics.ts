const PAGEVIEW_URL = '/api/analytics/pageview';

/** Fire and forget: a lost page view must never disturb the visitor. `keepalive` lets it outlive the page. */
export function reportPageView(path: string, language: string): void {
  try {
    void fetch(PAGEVIEW_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path, language }),
      keepalive: true,
      credentials: 'omit',
    }).catch(() => undefined);
  } catch {
    // Analytics is optional; ignore.
  }
}
