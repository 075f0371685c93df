import { chromium } from '/work/main/node_modules/playwright/index.mjs';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const page = await ctx.newPage();
await page.addInitScript(() => { localStorage.setItem('taproom-access', 'true'); localStorage.setItem('ageVerified', 'true'); });
await page.goto(process.argv[2]);
await page.waitForTimeout(1500);
console.log(await page.evaluate(() => { const out = []; for (const el of document.querySelectorAll('body *')) { const r = el.getBoundingClientRect(); if (r.left < 2 && r.top < 2 && r.width > 0 && r.width < 40 && r.height > 0 && r.height < 40) out.push(el.outerHTML.slice(0, 200) + ' ' + JSON.stringify(r)); } return out; }));
await browser.close();
