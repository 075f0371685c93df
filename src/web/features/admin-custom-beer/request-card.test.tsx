import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import { deepMerge } from '../../../shared/message-catalogue.ts';
import optionsMs from '../../../shared/locales/ms.json';
import { addMessages, showLanguage } from '../../lib/texts/translation.ts';
import ms from './locales/ms.json';
import { RequestCard } from './request-card.tsx';

type Request = Parameters<typeof RequestCard>[0]['request'];

/** What the card reads as in Malay: its text, without React's markers between adjacent texts. */
function cardInMalay(request: Request): string {
  addMessages('ms', deepMerge(ms, optionsMs));
  showLanguage('ms');
  const html = renderToString(<RequestCard request={request} />).replaceAll('<!-- -->', '');
  showLanguage('en');
  return html;
}

test('staff read a stored brief with its choices in their language, and an older choice as it was stored', () => {
  const html = cardInMalay(STORED_BRIEF);
  expect(html).toContain('Majlis perkahwinan');
  expect(html).toContain('Serai, Pandan');
  expect(html).toContain('Kepahitan 4/5');
  expect(html).toContain('Tong 19L · 2 tong · RM 600 setiap tong · jumlah RM 1,200');
  expect(html).toContain('Sometime next year · Penghantaran (Lembah Klang)');
  expect(html).toContain('Tiada');
});

test('a brief for bottles reads its quantity and budget in bottles, never per keg', () => {
  const html = cardInMalay({
    ...STORED_BRIEF,
    packaging: '330ml bottles',
    quantity: 144,
    budgetPerKegMYR: 12,
  });
  expect(html).toContain('144 botol · RM 12 setiap botol · jumlah RM 1,728');
  expect(html).not.toContain('setiap tong');
});

const STORED_BRIEF: Request = {
  id: 'r1',
  name: 'Aisyah',
  email: 'aisyah@example.my',
  phone: null,
  occasion: ['wedding'],
  quantity: 2,
  budgetPerKegMYR: 600,
  sliders: { bitterness: 4, sweetness: 2, body: 3, strength: 3 },
  aromas: ['lemongrass', 'pandan'],
  styles: [],
  dietary: ['vegan'],
  packaging: '19L keg',
  timeline: 'Sometime next year',
  delivery: 'Delivery (Klang Valley)',
  notes: null,
  summaryText: null,
  language: 'ms',
  createdAt: '2026-11-20T10:00:00.000Z',
};
