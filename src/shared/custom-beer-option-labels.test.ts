import { expect, test } from 'vitest';
import { LANGUAGES } from './config.ts';
import {
  budgetText,
  optionLabel,
  quantityText,
  unitLabel,
  type OptionGroup,
} from './custom-beer-option-labels.ts';
import {
  AROMAS,
  BEER_STYLES,
  CUSTOM_BEER_DEFAULTS,
  DELIVERY_OPTIONS,
  DIETARY_NEEDS,
  OCCASIONS,
  PACKAGING_OPTIONS,
  SLIDER_KEYS,
  TIMELINE_OPTIONS,
  UNIT_RULES,
} from './custom-beer-options.ts';

const CHOICES: Record<OptionGroup, readonly string[]> = {
  slider: SLIDER_KEYS,
  occasion: OCCASIONS,
  aroma: AROMAS,
  style: BEER_STYLES,
  dietary: DIETARY_NEEDS,
  // Briefs stored before the kegs became 20L still show their packaging in words.
  packaging: [...PACKAGING_OPTIONS, '19L keg', '30L keg'],
  timeline: TIMELINE_OPTIONS,
  delivery: DELIVERY_OPTIONS,
};

test('every choice the builder offers has a label of its own in every language', () => {
  for (const language of LANGUAGES) {
    for (const [group, values] of Object.entries(CHOICES) as [OptionGroup, readonly string[]][]) {
      const labels = values.map((value) => optionLabel(language, group, value));
      expect(new Set(labels).size, `${language} ${group}`).toBe(values.length);
      // A missing label would read as the stored value itself (the ids are English-like, not English).
      if (language !== 'en' || !['packaging', 'timeline', 'delivery'].includes(group)) {
        values.forEach((value, i) => expect(labels[i], `${language} ${group}.${value}`).not.toBe(value));
      }
    }
  }
});

test('labels read in the asked language; an unknown stored value reads as itself', () => {
  expect(optionLabel('ms', 'aroma', 'lemongrass')).toBe('Serai');
  expect(optionLabel('zh', 'packaging', CUSTOM_BEER_DEFAULTS.packaging)).toBe('20升酒桶');
  expect(optionLabel('en', 'slider', 'body')).toBe('Body');
  expect(optionLabel('ms', 'timeline', '1 year')).toBe('1 year');
});

test('quantities and budgets read in the packaging’s unit, in every language', () => {
  expect(quantityText('en', '20L keg', 1)).toBe('1 keg');
  expect(quantityText('en', '20L keg', 2)).toBe('2 kegs');
  expect(quantityText('en', '330ml bottles', 72)).toBe('72 bottles');
  expect(quantityText('ms', '500ml cans', 48)).toBe('48 tin');
  expect(quantityText('zh', '330ml bottles', 72)).toBe('72 瓶');
  // Briefs stored with an earlier keg size count in kegs.
  expect(quantityText('en', '19L keg', 3)).toBe('3 kegs');
  expect(budgetText('en', '330ml bottles', 12, 144)).toBe('RM 12 per bottle · RM 1,728 in total');
  expect(budgetText('ms', '20L keg', 600, 2)).toBe('RM 600 setiap tong · jumlah RM 1,200');
  expect(budgetText('zh', '500ml cans', 15, 48)).toBe('每罐 RM 15 · 合计 RM 720');
  for (const language of LANGUAGES) {
    const labels = PACKAGING_OPTIONS.flatMap((packaging) => [
      unitLabel(language, packaging, 'quantity'),
      unitLabel(language, packaging, 'budget'),
    ]);
    expect(new Set(labels).size, language).toBe(labels.length);
    for (const label of labels) expect(label).not.toMatch(/^customBeerUnits\./);
  }
});

test('each packaging’s smallest order fits inside its range', () => {
  for (const packaging of PACKAGING_OPTIONS) {
    const rule = UNIT_RULES[packaging];
    expect(rule.minQuantity).toBeGreaterThanOrEqual(1);
    expect(rule.minQuantity).toBeLessThan(rule.maxQuantity);
    expect(rule.minBudgetMYR).toBeLessThan(rule.maxBudgetMYR);
  }
  expect(UNIT_RULES['20L keg'].minBudgetMYR).toBe(600);
});
