import fs from 'node:fs';
import { DEMO_BUSINESS_PROFILE as profile } from '/work/wt/h34/src/shared/business-profile.ts';
import { backInStockConfirmationMail, backInStockMail } from '/work/wt/h34/src/server/mail/templates/back-in-stock.ts';
import { lowStockAlertMail } from '/work/wt/h34/src/server/mail/templates/low-stock-alert.ts';
const names: Record<string, string> = { en: 'Kinabalu Haze', ms: 'Kabus Kinabalu', zh: '神山云雾' };
for (const language of ['en', 'ms', 'zh']) {
  const request = { email: 'a@example.my', language, product: names[language]!, size: '330ML Can' };
  const c = backInStockConfirmationMail(request, { confirm: 'https://taproom.my/back-in-stock/confirm?token=abc', stop: 'https://taproom.my/back-in-stock/stop?token=def' }, profile);
  const b = backInStockMail(request, { product: `https://taproom.my/product/x?lang=${language}`, stop: 'https://taproom.my/back-in-stock/stop?token=def' }, profile);
  for (const [n, m] of [['confirm', c], ['back', b]] as const) {
    fs.writeFileSync(`/tmp/h34/mails/${n}-${language}.html`, m.html);
    fs.writeFileSync(`/tmp/h34/mails/${n}-${language}.txt`, `Subject: ${m.subject}\n\n${m.text}`);
  }
}
const low = lowStockAlertMail([
  { productId: 'a', variantId: 'b', productName: 'Setapak Lager', size: '20L Keg', stock: 1, lowStockAt: 2 },
  { productId: 'a', variantId: 'c', productName: 'Jambu Batu Sour', size: '500ML Can', stock: 3, lowStockAt: 6 },
  { productId: 'a', variantId: 'd', productName: 'Setapak Lager', size: '330ML Bottle', stock: 40, lowStockAt: 48 },
], { breweryEmail: 'brewer@taproom.my', baseUrl: 'https://taproom.my' }, profile);
fs.writeFileSync('/tmp/h34/mails/low.html', low.html);
fs.writeFileSync('/tmp/h34/mails/low.txt', `Subject: ${low.subject}\n\n${low.text}`);
