// Screens of the team feature at 375 and 1280 px, light and dark, en and ms.
import { chromium } from '/work/main/node_modules/playwright/index.mjs';
import fs from 'node:fs';
import path from 'node:path';
const base = process.argv[2];
const dataDir = process.argv[3];
const out = '/work/wt/lead/shots35';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });

async function newPage(lang, theme, width) {
  const ctx = await browser.newContext({ baseURL: base, viewport: { width, height: 900 }, colorScheme: theme });
  await ctx.addCookies([{ name: 'taproom-lang', value: lang, domain: new URL(base).hostname, path: '/' }]);
  const page = await ctx.newPage();
  await page.addInitScript(([l, t]) => {
    localStorage.setItem('taproom-access', 'true');
    localStorage.setItem('ageVerified', 'true');
    localStorage.setItem('language', l);
    localStorage.setItem('theme', t);
  }, [lang, theme]);
  return page;
}
const ready = (page) => page.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-ready'));
function newestToken() {
  const dir = path.join(dataDir, 'outbox');
  const files = fs.readdirSync(dir).map((f) => path.join(dir, f)).sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
  for (const f of files) { const t = fs.readFileSync(f, 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '='); const m = /invitation#token=([A-Za-z0-9_-]+)/.exec(t); if (m) return m[1]; }
}
let n = 0;
for (const lang of ['en', 'ms']) for (const theme of ['light', 'dark']) for (const width of [375, 1280]) {
  const tag = `${lang}-${theme}-${width}`;
  const page = await newPage(lang, theme, width);
  const login = await page.request.post('/api/admin/login', { data: { email: 'admin@taproom.test', password: 'brewmaster-2026' } });
  if (!login.ok()) throw new Error('login ' + login.status());
  const email = `shot${n++}-${Date.now()}@taproom.test`;
  const inv = await page.request.post('/api/admin/team/invitations', { data: { email, role: 'staff', language: lang } });
  if (inv.status() !== 201) throw new Error('invite ' + inv.status());
  await page.goto('/admin/team'); await ready(page); await page.locator('h1').first().waitFor(); await page.waitForLoadState('networkidle'); await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}/team-${tag}.png`, fullPage: true });
  await page.goto('/admin/account'); await ready(page); await page.locator('h1').first().waitFor(); await page.waitForLoadState('networkidle'); await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}/account-${tag}.png`, fullPage: true });
  const setup = page.getByRole('button', { name: /two-step|dua langkah/i }).first();
  if (await setup.count()) { await setup.click(); await page.waitForTimeout(800); await page.screenshot({ path: `${out}/enrol-${tag}.png`, fullPage: true }); }
  // The invitation as the invited person opens it.
  const token = newestToken();
  const other = await newPage(lang, theme, width);
  await other.goto(`/admin/invitation#token=${token}`); await ready(other); await other.locator('h1').first().waitFor(); await other.waitForLoadState('networkidle'); await other.waitForTimeout(300);
  await other.screenshot({ path: `${out}/invitation-${tag}.png`, fullPage: true });
  // A customer's dashboard with its devices card.
  const cust = await newPage(lang, theme, width);
  const cemail = `cust${n}-${Date.now()}@example.my`;
  const reg = await cust.request.post('/api/customer/register', { data: { email: cemail, password: 'secret-pass-9', firstName: 'Siti', lastName: 'Hajar', marketingConsent: false, noticeVersion: process.argv[4] } });
  await cust.goto('/customer/dashboard'); await ready(cust); await cust.locator('h1').first().waitFor(); await cust.waitForLoadState('networkidle'); await cust.waitForTimeout(300);
  await cust.screenshot({ path: `${out}/dashboard-${tag}.png`, fullPage: true });
  console.log(tag, reg.status());
  await page.context().close(); await other.context().close(); await cust.context().close();
}
await browser.close();
