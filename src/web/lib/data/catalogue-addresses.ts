// The catalogue's read addresses in a language, shared by the reads (products.ts) and the first-paint
// script that starts the first screen's read early (first-paint.ts): a preload serves the read only when
// both ask for the same address.
import type { Language } from '../../../shared/config.ts';

export const productsAddress = (language: Language) => `/api/products?lang=${language}`;

export const productAddress = (language: Language, id: string) =>
  `/api/products/${encodeURIComponent(id)}?lang=${language}`;
