import { afterAll, beforeAll, expect, test } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { customBeerRequests } from '../../db/schema.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { upsertAdmin } from '../staff/staff-accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await upsertAdmin(t.database.db, 'brewer@taproom.test', 'correct-horse-battery');
});
afterAll(() => t.close());

const storedCount = async () =>
  (await t.database.db.select({ n: count() }).from(customBeerRequests))[0]?.n ?? 0;

const validBrief = {
  name: 'Aisyah Rahman',
  email: 'aisyah@example.my',
  phone: '+60 12-345 6789',
  occasion: ['wedding', 'party'],
  quantity: 2,
  budgetPerKegMYR: 750,
  sliders: { bitterness: 5, sweetness: 1, body: 3, strength: 4 },
  aromas: ['citrus', 'tropical', 'pandan'],
  styles: ['west-coast-ipa'],
  dietary: ['vegan'],
  notes: 'Something bright for an outdoor reception.',
  language: 'en',
};

async function adminClient() {
  const client = t.client();
  const login = await client.post('/api/admin/login', {
    email: 'brewer@taproom.test',
    password: 'correct-horse-battery',
  });
  expect(login.status).toBe(200);
  return client;
}

test('recommend answers the top three styles with reasons and ABV / IBU ranges', async () => {
  const res = await t.client().post('/api/custom-beer/recommend', {
    language: 'en',
    sliders: { bitterness: 5, sweetness: 1, body: 3, strength: 4 },
    aromas: ['citrus', 'tropical'],
  });
  expect(res.status).toBe(200);
  expect(res.body.recommendations).toHaveLength(3);
  const [first] = res.body.recommendations;
  expect(first.id).toBe('west-coast-ipa');
  expect(first.name).toBe('West Coast IPA');
  expect(first.reasons.length).toBeGreaterThan(0);
  expect(first.abv).toEqual({ min: 6, max: 7.5 });
  expect(first.ibu).toEqual({ min: 50, max: 70 });
});

test('recommend speaks the request language', async () => {
  const res = await t
    .client()
    .post('/api/custom-beer/recommend', { language: 'zh', aromas: ['roast-coffee'] });
  expect(res.status).toBe(200);
  expect(res.body.recommendations[0].reasons.join('')).toContain('烘烤');
});

test('recommend refuses unknown aromas and sliders out of range with field messages', async () => {
  const res = await t.client().post('/api/custom-beer/recommend', {
    sliders: { bitterness: 9, sweetness: 3, body: 3, strength: 3 },
    aromas: ['durian'],
  });
  expect(res.status).toBe(400);
  const paths = res.body.issues.map((i: { path: string }) => i.path);
  expect(paths).toEqual(expect.arrayContaining(['sliders.bitterness', 'aromas.0']));
});

test('a brief is stored with its summary, address and browser, and answers 201 with the summary', async () => {
  const res = await t.client().post('/api/custom-beer/submit', validBrief, { 'user-agent': 'BrewTest/1.0' });
  expect(res.status).toBe(201);
  expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);
  expect(res.body.summary).toContain('Aisyah Rahman');
  expect(res.body.summary).toContain('Packaging: 20L keg');
  expect(res.body.summary).toContain('Quantity: 2 kegs');
  expect(res.body.summary).toContain('Budget: RM 750 per keg · RM 1,500 in total');
  expect(res.body.summary).toContain('Citrus, Tropical fruit, Pandan');
  expect(res.body.summary).toContain('Suggested styles: West Coast IPA');
  const [row] = await t.database.db.select().from(customBeerRequests);
  expect(row).toMatchObject({
    email: 'aisyah@example.my',
    quantity: 2,
    budgetPerKegMYR: 750,
    occasion: ['wedding', 'party'],
    summaryText: res.body.summary,
    userAgent: 'BrewTest/1.0',
    language: 'en',
  });
  expect(row?.ipAddress).toBeTruthy();
});

test('the smallest brief gets the defaults of docs/rules/messages.md and a summary in its language', async () => {
  const res = await t
    .client()
    .post('/api/custom-beer/submit', { email: 'wei@example.my', occasion: ['birthday'], language: 'ms' });
  expect(res.status).toBe(201);
  expect(res.body.summary).toContain('Kuantiti: 1 tong');
  expect(res.body.summary).toContain('Bajet: RM 600 setiap tong · jumlah RM 600');
  expect(res.body.summary).toContain('Pembungkusan: Tong 20L');
  const admin = await adminClient();
  const list = await admin.get('/api/admin/custom-beer-requests');
  const stored = list.body.items.find((r: { id: string }) => r.id === res.body.id);
  expect(stored).toMatchObject({
    quantity: 1,
    budgetPerKegMYR: 600,
    packaging: '20L keg',
    timeline: '4–6 weeks',
    delivery: 'Self-pickup (Klang Valley)',
    language: 'ms',
    name: null,
  });
});

const badBriefs: Array<[string, Record<string, unknown>, string]> = [
  ['a budget of 599', { ...validBrief, budgetPerKegMYR: 599 }, 'budgetPerKegMYR'],
  ['zero kegs', { ...validBrief, quantity: 0 }, 'quantity'],
  ['a missing email', { ...validBrief, email: undefined }, 'email'],
  ['a slider out of range', { ...validBrief, sliders: { ...validBrief.sliders, body: 6 } }, 'sliders.body'],
  ['an unknown aroma', { ...validBrief, aromas: ['citrus', 'durian'] }, 'aromas.1'],
  ['notes over 2000 characters', { ...validBrief, notes: 'x'.repeat(2001) }, 'notes'],
  ['a quantity sent as text', { ...validBrief, quantity: '2' }, 'quantity'],
  ['half a keg', { ...validBrief, quantity: 1.5 }, 'quantity'],
  ['a budget with sen', { ...validBrief, budgetPerKegMYR: 750.5 }, 'budgetPerKegMYR'],
  ['an occasion that is not a list', { ...validBrief, occasion: 'wedding' }, 'occasion'],
  ['no occasion at all', { ...validBrief, occasion: [] }, 'occasion'],
  ['an unknown packaging', { ...validBrief, packaging: '5L barrel' }, 'packaging'],
  ['a keg size the shop no longer offers', { ...validBrief, packaging: '19L keg' }, 'packaging'],
];

for (const [what, body, path] of badBriefs) {
  test(`${what} gets a 400 naming the field and stores nothing`, async () => {
    const before = await storedCount();
    const res = await t.client().post('/api/custom-beer/submit', body);
    expect(res.status).toBe(400);
    expect(res.body.issues.map((i: { path: string }) => i.path)).toContain(path);
    expect(res.body.issues.find((i: { path: string }) => i.path === path).message).toEqual(
      expect.any(String),
    );
    expect(await storedCount()).toBe(before);
  });
}

test('a field the entity does not have is refused', async () => {
  const before = await storedCount();
  const res = await t.client().post('/api/custom-beer/submit', { ...validBrief, ipAddress: '1.2.3.4' });
  expect(res.status).toBe(400);
  expect(await storedCount()).toBe(before);
});

test('a megabyte of notes is refused as too large and stores nothing', async () => {
  const before = await storedCount();
  const res = await t
    .client()
    .post('/api/custom-beer/submit', { ...validBrief, notes: 'x'.repeat(1_048_576) });
  expect([400, 413]).toContain(res.status);
  expect(await storedCount()).toBe(before);
});

test('a form-encoded body is refused with 415 and stores nothing', async () => {
  const before = await storedCount();
  const res = await t.client().request('POST', '/api/custom-beer/submit', {
    body: 'email=a%40b.my&occasion=wedding',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(res.status).toBe(415);
  expect(await storedCount()).toBe(before);
});

test('visitors cannot read the requests list', async () => {
  const res = await t.client().get('/api/admin/custom-beer-requests');
  expect(res.status).toBe(401);
});

test('staff read the requests newest first, without address or browser', async () => {
  const admin = await adminClient();
  const res = await admin.get('/api/admin/custom-beer-requests');
  expect(res.status).toBe(200);
  expect(res.body.items.length).toBeGreaterThanOrEqual(2);
  const times = res.body.items.map((r: { createdAt: string }) => Date.parse(r.createdAt));
  expect([...times].sort((a, b) => b - a)).toEqual(times);
  expect(res.body.items[0].email).toBe('wei@example.my');
  expect(res.body.items[0]).not.toHaveProperty('ipAddress');
  expect(res.body.items[0]).not.toHaveProperty('userAgent');
});

test('a brief stored with the 19L keg offered before still reads back; new rows default to the 20L keg', async () => {
  const [old] = await t.database.db
    .insert(customBeerRequests)
    .values({ email: 'old@example.my', occasion: ['party'], packaging: '19L keg' })
    .returning();
  const [fresh] = await t.database.db
    .insert(customBeerRequests)
    .values({ email: 'fresh@example.my', occasion: ['party'] })
    .returning();
  expect(fresh?.packaging).toBe('20L keg');
  const admin = await adminClient();
  const res = await admin.get('/api/admin/custom-beer-requests?q=old%40example.my');
  expect(res.status).toBe(200);
  expect(res.body.items.find((r: { id: string }) => r.id === old?.id)).toMatchObject({
    packaging: '19L keg',
  });
});

test('a brief for bottles counts its quantity in bottles and its budget per bottle', async () => {
  const res = await t.client().post('/api/custom-beer/submit', {
    ...validBrief,
    packaging: '330ml bottles',
    quantity: 120,
    budgetPerKegMYR: 12,
  });
  expect(res.status).toBe(201);
  expect(res.body.summary).toContain('Packaging: 330ml bottles');
  expect(res.body.summary).toContain('Quantity: 120 bottles');
  expect(res.body.summary).toContain('Budget: RM 12 per bottle · RM 1,440 in total');
  const [row] = await t.database.db
    .select()
    .from(customBeerRequests)
    .where(eq(customBeerRequests.id, res.body.id));
  expect(row).toMatchObject({ packaging: '330ml bottles', quantity: 120, budgetPerKegMYR: 12 });
});

test('cans left without a quantity or budget start at their smallest order, in Chinese', async () => {
  const res = await t.client().post('/api/custom-beer/submit', {
    email: 'cans@example.my',
    occasion: ['party'],
    packaging: '500ml cans',
    language: 'zh',
  });
  expect(res.status).toBe(201);
  expect(res.body.summary).toContain('数量: 48 罐');
  expect(res.body.summary).toContain('预算: 每罐 RM 15 · 合计 RM 720');
});

// The quantity and budget follow the packaging's unit: numbers meant for another unit are refused.
const unitMismatches: Array<[string, Record<string, unknown>, Record<string, string>]> = [
  [
    'bottles ordered with a keg quantity and budget',
    { packaging: '330ml bottles', quantity: 2, budgetPerKegMYR: 750 },
    {
      quantity: 'Number of bottles must be from 72 to 6,000',
      budgetPerKegMYR: 'Budget per bottle must be from RM 10 to RM 200',
    },
  ],
  [
    'kegs ordered with a bottle quantity and budget',
    { packaging: '20L keg', quantity: 120, budgetPerKegMYR: 12 },
    {
      quantity: 'Number of kegs must be from 1 to 100',
      budgetPerKegMYR: 'Budget per keg must be from RM 600 to RM 100,000',
    },
  ],
  [
    'one can short of the smallest order',
    { packaging: '500ml cans', quantity: 47, budgetPerKegMYR: 15 },
    { quantity: 'Number of cans must be from 48 to 4,000' },
  ],
  [
    'a can budget under RM 15',
    { packaging: '500ml cans', quantity: 48, budgetPerKegMYR: 14 },
    { budgetPerKegMYR: 'Budget per can must be from RM 15 to RM 200' },
  ],
  [
    'one bottle, as if counted in kegs',
    { packaging: '330ml bottles', quantity: 1, budgetPerKegMYR: undefined },
    { quantity: 'Number of bottles must be from 72 to 6,000' },
  ],
];

for (const [what, amounts, messages] of unitMismatches) {
  test(`${what} gets a 400 naming each field in its unit and stores nothing`, async () => {
    const before = await storedCount();
    const res = await t.client().post('/api/custom-beer/submit', { ...validBrief, ...amounts });
    expect(res.status).toBe(400);
    const issues = Object.fromEntries(
      res.body.issues.map((i: { path: string; message: string }) => [i.path, i.message]),
    );
    expect(issues).toEqual(messages);
    expect(await storedCount()).toBe(before);
  });
}
