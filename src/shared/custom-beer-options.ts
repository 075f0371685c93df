// The vocabulary of a custom-beer brief: the choices the builder offers and the defaults of
// docs/rules/messages.md. Their labels are texts, in the shared locale files (custom-beer-option-labels.ts).
// Kept free of zod so the embedded element can bundle it without the validator.
import { shopConfig } from './config.ts';

/** Taste sliders run from 1 (none / light) to 5 (very / full); 3 is the neutral middle. */
export const SLIDER_MIN = 1;
export const SLIDER_MAX = 5;
export const SLIDER_DEFAULT = 3;
export const SLIDER_KEYS = ['bitterness', 'sweetness', 'body', 'strength'] as const;
export type SliderKey = (typeof SLIDER_KEYS)[number];
export type Sliders = Record<SliderKey, number>;
export const DEFAULT_SLIDERS: Sliders = { bitterness: 3, sweetness: 3, body: 3, strength: 3 };

export const OCCASIONS = [
  'wedding',
  'birthday',
  'corporate',
  'festive',
  'party',
  'bar-restaurant',
  'gift',
  'other',
] as const;
export type Occasion = (typeof OCCASIONS)[number];

export const AROMAS = [
  'citrus',
  'tropical',
  'floral',
  'herbal',
  'spice',
  'malt-caramel',
  'roast-coffee',
  'pandan',
  'lemongrass',
  'gula-melaka',
] as const;
export type Aroma = (typeof AROMAS)[number];
/** Flavours from Malaysian kitchens, shown as their own group in the builder. */
export const LOCAL_AROMAS: readonly Aroma[] = ['pandan', 'lemongrass', 'gula-melaka'];

export const BEER_STYLES = [
  'west-coast-ipa',
  'neipa',
  'pale-ale',
  'pilsner',
  'witbier',
  'saison',
  'stout',
  'porter',
  'amber',
  'sour',
  'brown-ale',
  'gluten-reduced-lager',
  'session',
  'local-fruit',
] as const;
export type BeerStyleId = (typeof BEER_STYLES)[number];

export const DIETARY_NEEDS = ['gluten-reduced', 'vegan', 'low-alcohol'] as const;
export type DietaryNeed = (typeof DIETARY_NEEDS)[number];

// Stored values are the English texts (docs/rules/messages.md); their labels translate them for display.
// The kegs offered are the size the shop sells (20L); briefs stored earlier may still say 19L or 30L keg,
// and those keep their labels too.
export const PACKAGING_OPTIONS = ['20L keg', '330ml bottles', '500ml cans'] as const;
export type Packaging = (typeof PACKAGING_OPTIONS)[number];

export const TIMELINE_OPTIONS = ['4–6 weeks', '6–8 weeks', '2–3 months', 'Flexible'] as const;
export type Timeline = (typeof TIMELINE_OPTIONS)[number];

export const DELIVERY_OPTIONS = [
  'Self-pickup (Klang Valley)',
  'Delivery (Klang Valley)',
  'Delivery (elsewhere in Malaysia)',
] as const;
export type Delivery = (typeof DELIVERY_OPTIONS)[number];

/** The default budget is the minimum one. */
export const CUSTOM_BEER_DEFAULTS = {
  quantity: 1,
  budgetPerKegMYR: shopConfig.customBeerMinBudgetMYR,
  packaging: '20L keg',
  timeline: '4–6 weeks',
  delivery: 'Self-pickup (Klang Valley)',
} as const satisfies {
  packaging: Packaging;
  timeline: Timeline;
  delivery: Delivery;
  quantity: number;
  budgetPerKegMYR: number;
};

export const NOTES_MAX_LENGTH = 2000;
export const MAX_KEGS = 100;
export const MAX_BUDGET_PER_KEG_MYR = 100_000;
