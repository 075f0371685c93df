import { expect, test } from 'vitest';
import { BEER_STYLES, DEFAULT_SLIDERS } from '../../../shared/custom-beer-options.ts';
import { recommendStyles, type Brief } from './scoring.ts';
import { BEER_STYLE_TABLE } from './style-table.ts';

const brief = (overrides: Partial<Brief> = {}): Brief => ({
  sliders: DEFAULT_SLIDERS,
  aromas: [],
  styles: [],
  dietary: [],
  ...overrides,
});

test('the table covers at least ten styles, every one the builder offers', () => {
  expect(BEER_STYLE_TABLE.length).toBeGreaterThanOrEqual(10);
  expect(BEER_STYLE_TABLE.map((s) => s.id).sort()).toEqual([...BEER_STYLES].sort());
});

test('high bitterness with citrus and tropical aromas puts an IPA first', () => {
  const [first] = recommendStyles(
    brief({ sliders: { bitterness: 5, sweetness: 1, body: 3, strength: 4 }, aromas: ['citrus', 'tropical'] }),
    'en',
  );
  expect(['west-coast-ipa', 'neipa']).toContain(first?.id);
  expect(first?.reasons.join(' ')).toMatch(/Citrus, Tropical fruit/);
});

test('low bitterness, sweet and roasty puts a stout or porter first', () => {
  const [first] = recommendStyles(
    brief({ sliders: { bitterness: 1, sweetness: 5, body: 4, strength: 3 }, aromas: ['roast-coffee'] }),
    'en',
  );
  expect(['stout', 'porter']).toContain(first?.id);
});

test('a gluten-reduced need puts the gluten-reduced lager first and leaves out styles that cannot be made so', () => {
  const results = recommendStyles(
    brief({ dietary: ['gluten-reduced'], aromas: ['tropical', 'citrus'] }),
    'en',
  );
  expect(results[0]?.id).toBe('gluten-reduced-lager');
  for (const result of results) {
    expect(BEER_STYLE_TABLE.find((s) => s.id === result.id)?.gluten).not.toBe('no');
    expect(result.reasons.some((reason) => /gluten-reduced/.test(reason))).toBe(true);
  }
  expect(results.map((r) => r.id)).not.toContain('neipa');
});

test('a low-alcohol need keeps strong styles out and favours the session ale', () => {
  const results = recommendStyles(brief({ dietary: ['low-alcohol'] }), 'en');
  expect(results[0]?.id).toBe('session');
  for (const result of results) expect(result.abv.min).toBeLessThanOrEqual(4.5);
});

test('a preferred style climbs and says why', () => {
  const plain = recommendStyles(brief(), 'en').map((r) => r.id);
  expect(plain).not.toContain('saison');
  const withSaison = recommendStyles(brief({ styles: ['saison'] }), 'en');
  expect(withSaison.map((r) => r.id)).toContain('saison');
  expect(withSaison.find((r) => r.id === 'saison')?.reasons).toContain('One of the styles you picked');
});

test('the same answers always give the same top three, with scores and ranges', () => {
  const answers = brief({
    sliders: { bitterness: 2, sweetness: 4, body: 2, strength: 2 },
    aromas: ['pandan', 'gula-melaka'],
  });
  const first = recommendStyles(answers, 'en');
  expect(recommendStyles(answers, 'en')).toEqual(first);
  expect(first).toHaveLength(3);
  expect(first[0]?.id).toBe('local-fruit');
  for (const r of first) {
    expect(r.score).toBeGreaterThanOrEqual(0);
    expect(r.score).toBeLessThanOrEqual(100);
    expect(r.abv.min).toBeLessThan(r.abv.max);
    expect(r.ibu.min).toBeLessThan(r.ibu.max);
  }
  expect(first[0]!.score).toBeGreaterThanOrEqual(first[1]!.score);
});

test('names and reasons come in the asked language', () => {
  const answers = brief({ aromas: ['lemongrass'], dietary: ['vegan'] });
  const [en] = recommendStyles(answers, 'en');
  const [ms] = recommendStyles(answers, 'ms');
  const [zh] = recommendStyles(answers, 'zh');
  expect(ms?.id).toBe(en?.id);
  expect(zh?.id).toBe(en?.id);
  expect(ms?.reasons.join(' ')).toMatch(/Serai/);
  expect(ms?.reasons.join(' ')).toMatch(/vegan/);
  expect(zh?.reasons.join(' ')).toMatch(/香茅/);
  expect(zh?.name).not.toBe(en?.name);
});
