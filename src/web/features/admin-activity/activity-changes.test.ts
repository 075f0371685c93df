// Before and after as staff read them, for every kind of change the trail records: named fields in the
// staff member's language, values as the back office shows them, and never a storage path or JSON.
import { expect, test } from 'vitest';
import { LANGUAGES, type Language } from '../../../shared/config.ts';
import { DEMO_BUSINESS_PROFILE } from '../../../shared/business-profile.ts';
import { deepMerge } from '../../../shared/message-catalogue.ts';
import type { ActivityEvent } from '../../../shared/schemas/activity.ts';
import { addMessages, translatorIn } from '../../lib/texts/translation.ts';
import shellEn from '../../locales/en.json';
import shellMs from '../../locales/ms.json';
import shellZh from '../../locales/zh.json';
import en from './locales/en.json';
import ms from './locales/ms.json';
import zh from './locales/zh.json';
import { changeLines, type ShownValue } from './activity-changes.ts';

const texts = { en: deepMerge(shellEn, en), ms: deepMerge(shellMs, ms), zh: deepMerge(shellZh, zh) };

function lines(action: ActivityEvent['action'], before: object, after: object, language: Language = 'en') {
  addMessages(language, texts[language]);
  const t = translatorIn(language);
  const event: ActivityEvent = {
    id: 1,
    at: '2026-11-24T02:00:00.000Z',
    actorId: 'a',
    actorEmail: 'staff@taproom.my',
    action,
    entityType: 'product',
    entityId: 'p',
    entityLabel: 'Hornbill Pale Ale',
    changes: { before: before as Record<string, unknown>, after: after as Record<string, unknown> },
  };
  return changeLines(event, t, language);
}
const words = (value: ShownValue) => ('text' in value ? value.text : `images:${value.images.length}`);
const table = (result: ReturnType<typeof lines>) =>
  result.map((line) => [line.label, words(line.before), words(line.after)]);

const image = (n: number) => `/objects/uploads/pour-${n}.webp`;
const profile = DEMO_BUSINESS_PROFILE;

/** One recorded change of every kind, as the services write them. */
const EVERY_KIND: Array<[ActivityEvent['action'], object, object]> = [
  [
    'product.update',
    { description: 'Hoppy', isActive: true, 'ms.name': null },
    { description: 'Juicy', isActive: false, 'ms.name': 'Enggang' },
  ],
  ['product.main-image', { imageUrl: image(1) }, { imageUrl: image(2) }],
  ['variant.price', { price: '12.00' }, { price: '13.50' }],
  ['variant.update', { sizeMs: null, sizeZh: null }, { sizeMs: 'Tin 330ML', sizeZh: '330毫升罐装' }],
  ['variant.stock', { stock: 24 }, { stock: 30, reason: 'brewed' }],
  ['variant.low-stock', { lowStockAt: null }, { lowStockAt: 5 }],
  ['image.upload', {}, { imageUrl: image(3), bytes: 245_812 }],
  ['image.create', {}, { imageUrl: image(3), altText: 'Can on the bar', displayOrder: 2 }],
  ['image.reorder', { images: [image(1), image(2)] }, { images: [image(2), image(1)] }],
  [
    'order.status',
    { status: 'pending', staffNote: null, messageSent: false },
    { status: 'confirmed', staffNote: 'Call Friday', messageSent: true },
  ],
  ['message.read', { isRead: false }, { isRead: true }],
  [
    'settings.update',
    profile,
    {
      ...profile,
      socialLinks: { ...profile.socialLinks, instagram: 'https://www.instagram.com/taproom' },
      paymentMethods: { ...profile.paymentMethods, ms: 'Tunai' },
    },
  ],
  ['settings.two-factor', { twoFactorRequired: false }, { twoFactorRequired: true }],
  ['staff.role', { role: 'staff' }, { role: 'owner' }],
];

test('every kind of change reads as named fields and shown values, in every language', () => {
  for (const language of LANGUAGES)
    for (const [action, before, after] of EVERY_KIND) {
      const result = lines(action, before, after, language);
      expect(result.length, `${language} ${action}`).toBeGreaterThan(0);
      for (const line of result) {
        const shown = [line.label, words(line.before), words(line.after)].join(' | ');
        expect(shown, `${language} ${action}`).not.toMatch(/adminActivity|\{\{|\/objects\/|[[{]"|^\w+\.\w+/);
      }
    }
});

test('prices in ringgit, booleans as Yes and No, statuses and reasons by their shop names', () => {
  expect(table(lines('variant.price', { price: '12.00' }, { price: '13.50' }))).toEqual([
    ['Price', 'RM 12.00', 'RM 13.50'],
  ]);
  expect(table(lines('message.read', { isRead: false }, { isRead: true }, 'ms'))).toEqual([
    ['Dibaca', 'Tidak', 'Ya'],
  ]);
  expect(table(lines('order.status', { status: 'pending' }, { status: 'confirmed' }, 'zh'))).toEqual([
    ['状态', '待处理', '已确认'],
  ]);
  expect(table(lines('variant.stock', { stock: 24 }, { stock: 30, reason: 'brewed' }))).toEqual([
    ['Stock', '24', '30'],
    ['Reason', '—', 'brewed'],
  ]);
});

test('images are pictures in their order, not storage paths', () => {
  const [reorder] = lines(
    'image.reorder',
    { images: [image(1), image(2)] },
    { images: [image(2), image(1)] },
  );
  expect(reorder!.label).toBe('Images, in order');
  expect(reorder!.after).toEqual({ images: [image(2), image(1)] });
  expect(table(lines('image.upload', {}, { imageUrl: image(3), bytes: 245_812 }))).toEqual([
    ['Image', '—', 'images:1'],
    ['File size', '—', '246 kB'],
  ]);
});

test('nested settings open into one line per changed part, named by language or network', () => {
  const after = {
    ...profile,
    socialLinks: { ...profile.socialLinks, instagram: 'https://www.instagram.com/taproom' },
    paymentMethods: { ...profile.paymentMethods, ms: 'Tunai' },
  };
  expect(table(lines('settings.update', profile, after))).toEqual([
    ['Payment methods (Bahasa Malaysia)', profile.paymentMethods.ms, 'Tunai'],
    ['Social links: Instagram', '—', 'https://www.instagram.com/taproom'],
  ]);
  expect(table(lines('product.update', { 'zh.name': null }, { 'zh.name': '犀鸟' }))).toEqual([
    ['Name (中文)', '—', '犀鸟'],
  ]);
});
