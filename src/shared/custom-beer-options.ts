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

/** The quantity and budget start at the packaging's smallest order (`unitDefaults`). */
export const CUSTOM_BEER_DEFAULTS = {
  packaging: '20L keg',
  timeline: '4–6 weeks',
  delivery: 'Self-pickup (Klang Valley)',
} as const satisfies {
  packaging: Packaging;
  timeline: Timeline;
  delivery: Delivery;
};

export const NOTES_MAX_LENGTH = 2000;

/** What one unit of a packaging is: the brief's quantity counts these and its budget is per one of them. */
export type PackagingUnit = 'keg' | 'bottle' | 'can';

export interface UnitRule {
  unit: PackagingUnit;
  minQuantity: number;
  maxQuantity: number;
  minBudgetMYR: number;
  maxBudgetMYR: number;
  /** How far the budget field steps with its arrows. */
  budgetStep: number;
}

// The smallest custom brew is one 20L keg; bottles and cans start at about the same volume in full cartons
// of 24 (72 bottles of 330ml, 48 cans of 500ml), and every packaging stops at about a hundred kegs' worth.
// A keg's budget starts at the shop's minimum (RM 600 for 20 litres); a bottle or can at the same price
// per litre, rounded up to whole ringgit, and stops at RM 200, well below a keg's price, so a keg's budget
// sent with bottles is caught.
export const UNIT_RULES: Record<Packaging, UnitRule> = {
  '20L keg': {
    unit: 'keg',
    minQuantity: 1,
    maxQuantity: 100,
    minBudgetMYR: shopConfig.customBeerMinBudgetMYR,
    maxBudgetMYR: 100_000,
    budgetStep: 50,
  },
  '330ml bottles': {
    unit: 'bottle',
    minQuantity: 72,
    maxQuantity: 6_000,
    minBudgetMYR: 10,
    maxBudgetMYR: 200,
    budgetStep: 1,
  },
  '500ml cans': {
    unit: 'can',
    minQuantity: 48,
    maxQuantity: 4_000,
    minBudgetMYR: 15,
    maxBudgetMYR: 200,
    budgetStep: 1,
  },
};

/** The rule of a stored packaging; kegs of an earlier size (19L, 30L) count in kegs too. */
export function unitRuleOf(packaging: string): UnitRule {
  return UNIT_RULES[packaging as Packaging] ?? UNIT_RULES['20L keg'];
}

/** The quantity and budget a packaging starts with: its smallest order at its smallest budget. */
export const unitDefaults = (packaging: Packaging) => ({
  quantity: UNIT_RULES[packaging].minQuantity,
  budgetMYR: UNIT_RULES[packaging].minBudgetMYR,
});
