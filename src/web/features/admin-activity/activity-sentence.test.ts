// The Activity screen says what happened in the staff member's language, with prices in ringgit and
// order statuses by their shop names.
import { expect, test } from 'vitest';
import type { Language } from '../../../shared/config.ts';
import type { ActivityEvent } from '../../../shared/schemas/activity.ts';
import { deepMerge } from '../../../shared/message-catalogue.ts';
import { addMessages, translatorIn } from '../../lib/texts/translation.ts';
import shellEn from '../../locales/en.json';
import shellMs from '../../locales/ms.json';
import shellZh from '../../locales/zh.json';
import en from './locales/en.json';
import ms from './locales/ms.json';
import zh from './locales/zh.json';
import { describeActivity } from './activity-sentence.ts';

const texts = { en: deepMerge(shellEn, en), ms: deepMerge(shellMs, ms), zh: deepMerge(shellZh, zh) };

function say(event: Partial<ActivityEvent>, language: Language = 'en') {
  addMessages(language, texts[language]);
  const t = translatorIn(language);
  const full: ActivityEvent = {
    id: 1,
    at: '2026-11-24T02:00:00.000Z',
    actorId: 'a',
    actorEmail: 'staff@taproom.my',
    action: 'product.update',
    entityType: 'product',
    entityId: 'p',
    entityLabel: 'Hornbill Pale Ale',
    changes: { before: {}, after: {} },
    ...event,
  };
  return describeActivity(full, t, language);
}

const priceChange: Partial<ActivityEvent> = {
  action: 'variant.price',
  entityType: 'variant',
  entityLabel: 'Hornbill Pale Ale 330 ml',
  changes: { before: { price: '12.00' }, after: { price: '13.50' } },
};

test('a price change names the size and both prices, in each language', async () => {
  expect(say(priceChange)).toBe('changed the price of Hornbill Pale Ale 330 ml from RM 12.00 to RM 13.50');
  expect(say(priceChange, 'ms')).toBe(
    'menukar harga Hornbill Pale Ale 330 ml daripada RM 12.00 kepada RM 13.50',
  );
  expect(say(priceChange, 'zh')).toBe('将 Hornbill Pale Ale 330 ml 的价格从 RM 12.00 改为 RM 13.50');
});

test('an order status change uses the shop status names', async () => {
  const event: Partial<ActivityEvent> = {
    action: 'order.status',
    entityType: 'order',
    entityLabel: 'TR-1042',
    changes: { before: { status: 'pending' }, after: { status: 'cancelled' } },
  };
  expect(say(event)).toBe('changed order TR-1042 from Pending to Cancelled');
  expect(say(event, 'ms')).toBe('menukar pesanan TR-1042 daripada Menunggu kepada Dibatalkan');
});

test('a failed sign-in by no staff account says so without naming anyone', async () => {
  const event: Partial<ActivityEvent> = {
    action: 'staff.sign-in-failed',
    entityType: 'staff',
    actorId: null,
    actorEmail: null,
    entityLabel: null,
  };
  expect(say(event)).toBe('tried to sign in with an email that is no staff account');
  expect(say({ ...event, actorId: 'a', actorEmail: 'staff@taproom.my' })).toBe(
    'failed to sign in (wrong password)',
  );
});

test('every action has a sentence in every language, never the bare key', async () => {
  const { ACTIVITY_ACTIONS } = await import('../../../shared/schemas/activity.ts');
  for (const language of ['en', 'ms', 'zh'] as const)
    for (const action of ACTIVITY_ACTIONS) {
      const sentence = say({ action, changes: { before: {}, after: {} } }, language);
      expect(sentence, `${language} ${action}`).not.toMatch(/adminActivity|\{\{/);
    }
});

test('a stock change names the counts and the reason in the staff member language', () => {
  const stock = (before: unknown, after: unknown, reason: string): Partial<ActivityEvent> => ({
    action: 'variant.stock',
    entityType: 'variant',
    entityLabel: 'Hornbill Pale Ale 330 ml',
    changes: { before: { stock: before }, after: { stock: after, reason } },
  });
  expect(say(stock(24, 72, 'brewed'))).toBe(
    'changed the stock of Hornbill Pale Ale 330 ml from 24 to 72 (brewed)',
  );
  expect(say(stock(null, 10, 'counted'), 'ms')).toBe(
    'menukar stok Hornbill Pale Ale 330 ml daripada tidak dikira kepada 10 (dikira)',
  );
  expect(say(stock(5, null, 'counted'), 'zh')).toBe(
    '将 Hornbill Pale Ale 330 ml 的库存从 5 改为 不计数（不再计数）',
  );
});
