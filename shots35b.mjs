import { chromium } from '/work/main/node_modules/playwright/index.mjs';
const base = 'http://127.0.0.1:3390';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const width of [375, 1280]) {
  const ctx = await browser.newContext({ baseURL: base, viewport: { width, height: 900 } });
  const page = await ctx.newPage();
  await page.addInitScript(() => { localStorage.setItem('taproom-access', 'true'); localStorage.setItem('ageVerified', 'true'); localStorage.setItem('language', 'en'); });
  await ctx.addCookies([{ name: 'taproom-lang', value: 'en', domain: '127.0.0.1', path: '/' }]);
  await page.request.post('/api/admin/login', { data: { email: 'admin@taproom.test', password: 'brewmaster-2026' } });
  await page.goto('/admin/account');
  await page.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-ready'));
  await page.locator('h1').first().waitFor(); await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `shots35/account-en2-${width}.png`, fullPage: false });
  await ctx.close();
}
await browser.close();
