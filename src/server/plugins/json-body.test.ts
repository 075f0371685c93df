// Deeply nested JSON is refused before it is parsed (docs/rules/api.md, "Requests"): the check is one pass
// over the text, and JSON.parse never sees the body, so the refusal costs no more than reading a flat body
// of the same size. Asserted by what JSON.parse was given, not by timing, so a busy machine cannot sway it.
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app.ts';
import { MAX_JSON_DEPTH, nestsDeeperThan, TOO_DEEP } from './json-body.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const nested = (depth: number, inner = '') => '['.repeat(depth) + inner + ']'.repeat(depth);

test('depth counts objects and arrays inside each other, never brackets inside strings', () => {
  expect(nestsDeeperThan(nested(3), 3)).toBe(false);
  expect(nestsDeeperThan(nested(4), 3)).toBe(true);
  expect(nestsDeeperThan('{"a":{"b":[1,{"c":2}]}}', 4)).toBe(false);
  expect(nestsDeeperThan('{"a":{"b":[1,{"c":[2]}]}}', 4)).toBe(true);
  expect(nestsDeeperThan(`{"note":"${'['.repeat(50)}"}`, 1)).toBe(false);
  expect(nestsDeeperThan(`{"note":"\\"${'{'.repeat(50)}"}`, 1)).toBe(false);
  // Many siblings are flat, however many there are.
  expect(nestsDeeperThan(`[${Array(10_000).fill('[]').join(',')}]`, 2)).toBe(false);
});

const post = (body: string) =>
  fetch(`${t.baseUrl}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });

test('a body of 120,000 nested arrays is refused with 400 before JSON.parse runs; a flat one is parsed', async () => {
  const parse = vi.spyOn(JSON, 'parse');
  try {
    const deep = nested(120_000);
    const refused = await post(deep);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ message: TOO_DEEP });
    const parsedTexts = () =>
      parse.mock.calls.map(([text]) => text).filter((text) => typeof text === 'string');
    expect(parsedTexts().some((text) => text.length >= deep.length)).toBe(false);

    // The same size, flat: parsed (then refused by the contact schema), which shows the spy sees the parser.
    const flat = JSON.stringify({ name: 'Flat', email: 'flat@example.my', message: 'x'.repeat(deep.length) });
    const parsedFlat = await post(flat);
    expect(parsedFlat.status).toBe(400);
    expect((await parsedFlat.json()).message).not.toBe(TOO_DEEP);
    expect(parsedTexts()).toContain(flat);
  } finally {
    parse.mockRestore();
  }
});

test(`nesting up to ${MAX_JSON_DEPTH} levels reaches the schema; one more is refused as too deep`, async () => {
  const wrap = (depth: number) =>
    `{"name":"N","email":"n@example.my","message":"Hi","extra":${nested(depth - 1, '1')}}`;
  const atLimit = await post(wrap(MAX_JSON_DEPTH));
  expect(atLimit.status).toBe(400);
  expect((await atLimit.json()).message).not.toBe(TOO_DEEP);
  const over = await post(wrap(MAX_JSON_DEPTH + 1));
  expect(over.status).toBe(400);
  expect((await over.json()).message).toBe(TOO_DEEP);
});
