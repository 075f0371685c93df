import { expect, test } from 'vitest';
import { localizeText, missingTranslations, type ProductTranslation } from './product-text.ts';

const english = {
  name: 'Setapak Lager',
  description: 'Crisp and clean.',
  style: 'Helles Lager',
  color: null,
  tastingNotes: 'Fresh bread.',
  brewingStory: null,
  abv: '4.50',
};
const malay: ProductTranslation = {
  name: 'Lager Setapak',
  description: '  ',
  style: 'Lager Helles',
  color: 'Keemasan',
  tastingNotes: null,
  brewingStory: null,
};

test('a translated field replaces the English one; an empty or blank one falls back to English', () => {
  expect(localizeText(english, 'ms', { ms: malay })).toEqual({
    ...english,
    name: 'Lager Setapak',
    style: 'Lager Helles',
    color: 'Keemasan',
  });
  expect(localizeText(english, 'zh', { ms: malay })).toEqual(english);
  expect(localizeText(english, 'en', { ms: malay })).toEqual(english);
});

test('a language is missing while some field with English text has no translation', () => {
  expect(missingTranslations(english, { ms: malay })).toEqual(['ms', 'zh']);
  const complete = { ...malay, description: 'Rangup dan bersih.', tastingNotes: 'Roti segar.' };
  expect(missingTranslations(english, { ms: complete })).toEqual(['zh']);
  // A field without English text needs no translation either.
  expect(missingTranslations(english, { ms: complete, zh: { ...complete, color: null } })).toEqual([]);
});
