import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import { deepMerge } from '../../../shared/message-catalogue.ts';
import optionsMs from '../../../shared/locales/ms.json';
import { addMessages, setCatalogueLanguage } from '../../lib/texts/translation.ts';
import ms from './locales/ms.json';
import { RequestCard } from './request-card.tsx';

test('staff read a stored brief with its choices in their language, and an older choice as it was stored', () => {
  addMessages('ms', deepMerge(ms, optionsMs));
  setCatalogueLanguage('ms');
  // What the card reads as: its text, without React's markers between adjacent texts.
  const html = renderToString(
    <RequestCard
      request={{
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
      }}
    />,
  ).replaceAll('<!-- -->', '');
  setCatalogueLanguage('en');
  expect(html).toContain('Majlis perkahwinan');
  expect(html).toContain('Serai, Pandan');
  expect(html).toContain('Kepahitan 4/5');
  expect(html).toContain('2 × Tong 19L · RM 600 setiap tong');
  expect(html).toContain('Sometime next year · Penghantaran (Lembah Klang)');
  expect(html).toContain('Tiada');
});
