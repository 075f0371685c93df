// @vitest-environment happy-dom
// Each page of the site's table (src/shared/site-pages.ts) names a screen module that exists under src/web
// and exports the component the router shows.
import { expect, test } from 'vitest';
import { sitePages } from '../../shared/site-pages.ts';

const modules = import.meta.glob<Record<string, unknown>>('../features/*/*-page.tsx');

test('every page of the table has its screen component', async () => {
  for (const { id, screen } of sitePages) {
    const load = modules[`../${screen.module}`];
    expect(load, `${id}: ${screen.module}`).toBeDefined();
    const exported = (await load!())[screen.component];
    expect(typeof exported, `${id}: ${screen.component}`).toBe('function');
  }
}, 60_000);
