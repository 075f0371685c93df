const PAGEVIEW_URL = '/api/analytics/pageview';

/** Fire and forget: a lost page view must never disturb the visitor. */
export function reportPageView(path: string, language: string): void {
  const payload = JSON.stringify({ path, language });
  try {
    if (typeof navigator.sendBeacon === 'function') {
      const sent = navigator.sendBeacon(PAGEVIEW_URL, new Blob([payload], { type: 'application/json' }));
      if (sent) return;
    }
    void fetch(PAGEVIEW_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: payload,
      keepalive: true,
      credentials: 'omit',
    }).catch(() => undefined);
  } catch {
    // Analytics is optional; ignore.
  }
}
