import { expect, test } from 'vitest';
import { LANGUAGES } from './config.ts';
import { optionLabel, type OptionGroup } from './custom-beer-option-labels.ts';
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
