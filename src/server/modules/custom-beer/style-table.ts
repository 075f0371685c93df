// The beer styles the brewery can brew to order, each with a taste profile on the slider scale (1..5),
// its typical aromas and the ABV / IBU ranges the brewer quotes. The scoring compares a brief with this table.
import type { Aroma, BeerStyleId, Sliders } from '../../../shared/custom-beer-options.ts';

/** 'yes': naturally gluten-reduced; 'enzyme': can be brewed gluten-reduced with enzyme treatment; 'no': cannot. */
export type GlutenReduction = 'yes' | 'enzyme' | 'no';

export interface BeerStyle {
  id: BeerStyleId;
  family: 'ipa' | 'pale' | 'lager' | 'wheat' | 'farmhouse' | 'dark' | 'amber' | 'sour' | 'light' | 'fruit';
  profile: Sliders;
  aromas: readonly Aroma[];
  abv: { min: number; max: number };
  ibu: { min: number; max: number };
  gluten: GlutenReduction;
}

// Order matters only for ties: an earlier style wins, which keeps the result deterministic.
export const BEER_STYLE_TABLE: readonly BeerStyle[] = [
  {
    id: 'west-coast-ipa',
    family: 'ipa',
    profile: { bitterness: 5, sweetness: 1, body: 3, strength: 4 },
    aromas: ['citrus', 'tropical', 'herbal', 'floral'],
    abv: { min: 6.0, max: 7.5 },
    ibu: { min: 50, max: 70 },
    gluten: 'enzyme',
  },
  {
    id: 'neipa',
    family: 'ipa',
    profile: { bitterness: 3, sweetness: 3, body: 4, strength: 4 },
    aromas: ['tropical', 'citrus'],
    abv: { min: 6.0, max: 7.0 },
    ibu: { min: 25, max: 45 },
    gluten: 'no',
  },
  {
    id: 'pale-ale',
    family: 'pale',
    profile: { bitterness: 4, sweetness: 2, body: 3, strength: 3 },
    aromas: ['citrus', 'floral', 'herbal', 'malt-caramel'],
    abv: { min: 4.5, max: 6.0 },
    ibu: { min: 30, max: 45 },
    gluten: 'enzyme',
  },
  {
    id: 'pilsner',
    family: 'lager',
    profile: { bitterness: 3, sweetness: 2, body: 2, strength: 3 },
    aromas: ['floral', 'herbal'],
    abv: { min: 4.4, max: 5.2 },
    ibu: { min: 25, max: 40 },
    gluten: 'enzyme',
  },
  {
    id: 'witbier',
    family: 'wheat',
    profile: { bitterness: 1, sweetness: 3, body: 3, strength: 3 },
    aromas: ['citrus', 'spice', 'floral'],
    abv: { min: 4.5, max: 5.5 },
    ibu: { min: 10, max: 20 },
    gluten: 'no',
  },
  {
    id: 'saison',
    family: 'farmhouse',
    profile: { bitterness: 3, sweetness: 1, body: 2, strength: 4 },
    aromas: ['spice', 'herbal', 'citrus', 'floral', 'lemongrass'],
    abv: { min: 5.5, max: 7.0 },
    ibu: { min: 20, max: 35 },
    gluten: 'enzyme',
  },
  {
    id: 'stout',
    family: 'dark',
    profile: { bitterness: 3, sweetness: 3, body: 5, strength: 4 },
    aromas: ['roast-coffee', 'malt-caramel', 'gula-melaka'],
    abv: { min: 5.0, max: 7.5 },
    ibu: { min: 30, max: 45 },
    gluten: 'enzyme',
  },
  {
    id: 'porter',
    family: 'dark',
    profile: { bitterness: 2, sweetness: 4, body: 4, strength: 3 },
    aromas: ['roast-coffee', 'malt-caramel', 'gula-melaka'],
    abv: { min: 4.5, max: 6.0 },
    ibu: { min: 20, max: 35 },
    gluten: 'enzyme',
  },
  {
    id: 'amber',
    family: 'amber',
    profile: { bitterness: 3, sweetness: 4, body: 3, strength: 3 },
    aromas: ['malt-caramel', 'floral', 'herbal'],
    abv: { min: 4.5, max: 6.0 },
    ibu: { min: 20, max: 35 },
    gluten: 'enzyme',
  },
  {
    id: 'sour',
    family: 'sour',
    profile: { bitterness: 1, sweetness: 2, body: 1, strength: 2 },
    aromas: ['citrus', 'tropical', 'herbal', 'lemongrass'],
    abv: { min: 3.5, max: 5.0 },
    ibu: { min: 5, max: 12 },
    gluten: 'no',
  },
  {
    id: 'brown-ale',
    family: 'amber',
    profile: { bitterness: 2, sweetness: 4, body: 4, strength: 3 },
    aromas: ['malt-caramel', 'roast-coffee', 'gula-melaka', 'spice'],
    abv: { min: 4.5, max: 6.0 },
    ibu: { min: 18, max: 30 },
    gluten: 'enzyme',
  },
  {
    id: 'gluten-reduced-lager',
    family: 'lager',
    profile: { bitterness: 2, sweetness: 2, body: 2, strength: 3 },
    aromas: ['floral', 'citrus', 'lemongrass'],
    abv: { min: 4.2, max: 5.0 },
    ibu: { min: 15, max: 25 },
    gluten: 'yes',
  },
  {
    id: 'session',
    family: 'light',
    profile: { bitterness: 2, sweetness: 2, body: 1, strength: 1 },
    aromas: ['citrus', 'tropical', 'floral'],
    abv: { min: 0.5, max: 3.5 },
    ibu: { min: 15, max: 30 },
    gluten: 'enzyme',
  },
  {
    id: 'local-fruit',
    family: 'fruit',
    profile: { bitterness: 1, sweetness: 4, body: 2, strength: 2 },
    aromas: ['tropical', 'pandan', 'lemongrass', 'gula-melaka', 'citrus'],
    abv: { min: 4.0, max: 5.5 },
    ibu: { min: 8, max: 18 },
    gluten: 'enzyme',
  },
];
