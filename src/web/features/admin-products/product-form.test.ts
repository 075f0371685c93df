import { expect, test } from 'vitest';
import type { AdminProduct } from '../../../shared/schemas/admin-products.ts';
import { formToPayload, productFormSchema, productToForm } from './product-form.ts';

const product = {
  id: 'p1',
  name: 'Setapak Lager',
  description: 'Crisp and clean.',
  category: 'beer',
  abv: '4.50',
  ibu: 20,
  style: null,
  color: null,
  tastingNotes: null,
  brewingStory: null,
  imageUrl: null,
  isTopSeller: false,
  isActive: true,
  releaseAt: null,
  createdAt: '2026-11-24T00:00:00.000Z',
  updatedAt: '2026-11-24T00:00:00.000Z',
  variants: [],
  images: [],
  imageUrls: [],
  translations: {
    ms: {
      name: 'Lager Setapak',
      description: null,
      style: null,
      color: null,
      tastingNotes: null,
      brewingStory: null,
    },
  },
} satisfies AdminProduct;

test('the form opens with each language in its tab and saves both translations, blanks as null', () => {
  const values = productToForm(product);
  expect(values.translations.ms.name).toBe('Lager Setapak');
  expect(values.translations.zh.name).toBe('');
  values.translations.zh.name = '  文良港拉格 ';
  values.translations.ms.description = '   ';
  const payload = formToPayload(values);
  expect(payload.name).toBe('Setapak Lager');
  expect(payload.translations?.ms).toMatchObject({ name: 'Lager Setapak', description: null });
  expect(payload.translations?.zh).toMatchObject({ name: '文良港拉格', brewingStory: null });
});

test('a translated field over the English limit is refused in the form', () => {
  const values = productToForm(product);
  values.translations.ms.style = 'x'.repeat(101);
  const result = productFormSchema.safeParse(values);
  expect(result.success).toBe(false);
  expect(result.error?.issues[0]?.path).toEqual(['translations', 'ms', 'style']);
});
