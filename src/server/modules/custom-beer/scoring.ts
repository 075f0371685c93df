// Deterministic matching of a brief against the style table: the same answers always give the same top 3.
// Points: taste sliders up to 60, aromas up to 25, a preferred style 15, a dietary fit up to 15; capped at 100.
import { listOf, optionLabel } from '../../../shared/custom-beer-option-labels.ts';
import { SLIDER_KEYS, type SliderKey } from '../../../shared/custom-beer-options.ts';
import type { Recommendation, RecommendRequest } from '../../../shared/schemas/custom-beer.ts';
import { BEER_STYLE_TABLE, type BeerStyle } from './style-table.ts';
import { customBeerText } from './texts.ts';

export type Brief = Pick<RecommendRequest, 'sliders' | 'aromas' | 'styles' | 'dietary'>;

const SLIDER_WEIGHTS: Record<SliderKey, number> = { bitterness: 5, sweetness: 4, body: 3, strength: 3 };
const TOTAL_WEIGHT = SLIDER_KEYS.reduce((sum, key) => sum + SLIDER_WEIGHTS[key], 0);
/** The widest possible gap on a 1..5 slider. */
const MAX_GAP = 4;
/** A low-alcohol brief leaves out styles that cannot start at or below this strength. */
const LOW_ALCOHOL_MAX_START_ABV = 4.5;

const TASTE_POINTS = 60;
const AROMA_POINTS = 25;
const PREFERRED_POINTS = 15;
const DIETARY_POINTS = 15;

function isExcluded(style: BeerStyle, brief: Brief): boolean {
  if (brief.dietary.includes('gluten-reduced') && style.gluten === 'no') return true;
  if (brief.dietary.includes('low-alcohol') && style.abv.min > LOW_ALCOHOL_MAX_START_ABV) return true;
  return false;
}

function tastePoints(style: BeerStyle, brief: Brief): number {
  // A low-alcohol need overrides the strength slider: it asks for the lightest beer whatever the slider says.
  const sliders = brief.dietary.includes('low-alcohol') ? { ...brief.sliders, strength: 1 } : brief.sliders;
  const closeness = SLIDER_KEYS.reduce(
    (sum, key) => sum + SLIDER_WEIGHTS[key] * (MAX_GAP - Math.abs(sliders[key] - style.profile[key])),
    0,
  );
  return (closeness / (TOTAL_WEIGHT * MAX_GAP)) * TASTE_POINTS;
}

function matchedAromas(style: BeerStyle, brief: Brief) {
  return brief.aromas.filter((aroma) => style.aromas.includes(aroma));
}

function aromaPoints(style: BeerStyle, brief: Brief): number {
  // Without aromas every style gets the same share, so they do not move the order.
  if (brief.aromas.length === 0) return AROMA_POINTS / 2;
  return (matchedAromas(style, brief).length / brief.aromas.length) * AROMA_POINTS;
}

function dietaryPoints(style: BeerStyle, brief: Brief): number {
  let points = 0;
  if (brief.dietary.includes('gluten-reduced') && style.gluten === 'yes') points += DIETARY_POINTS;
  if (brief.dietary.includes('low-alcohol') && style.abv.max <= 3.5) points += DIETARY_POINTS;
  return Math.min(points, DIETARY_POINTS);
}

export function scoreStyle(style: BeerStyle, brief: Brief): number {
  const preferred = brief.styles.includes(style.id) ? PREFERRED_POINTS : 0;
  const raw = tastePoints(style, brief) + aromaPoints(style, brief) + preferred + dietaryPoints(style, brief);
  return Math.max(0, Math.min(100, Math.round(raw)));
}

function levelOf(value: number): 'low' | 'medium' | 'high' {
  if (value <= 2) return 'low';
  if (value >= 4) return 'high';
  return 'medium';
}

function reasonsFor(style: BeerStyle, brief: Brief, language: RecommendRequest['language']): string[] {
  const t = customBeerText(language);
  const reasons: string[] = [];
  if (brief.styles.includes(style.id)) reasons.push(t('reasons.preferred'));
  const aromas = matchedAromas(style, brief);
  if (aromas.length > 0) {
    const list = listOf(
      language,
      aromas.map((aroma) => optionLabel(language, 'aroma', aroma)),
    );
    reasons.push(t('reasons.aromas', { list }));
  }
  // The heaviest-weighted slider that the style hits exactly says the most about the match.
  const exact = SLIDER_KEYS.filter((key) => brief.sliders[key] === style.profile[key]).sort(
    (a, b) => SLIDER_WEIGHTS[b] - SLIDER_WEIGHTS[a],
  )[0];
  if (exact) {
    const level = t(`reasons.levels.${levelOf(brief.sliders[exact])}`);
    const slider = optionLabel(language, 'slider', exact).toLowerCase();
    reasons.push(t('reasons.slider', { level, slider }));
  }
  if (brief.dietary.includes('gluten-reduced')) {
    reasons.push(t(style.gluten === 'yes' ? 'reasons.glutenByDesign' : 'reasons.glutenByEnzyme'));
  }
  if (brief.dietary.includes('low-alcohol'))
    reasons.push(t('reasons.lowAlcohol', { maxAbv: String(Math.min(style.abv.min, 4.5)) }));
  if (brief.dietary.includes('vegan')) reasons.push(t('reasons.vegan'));
  if (reasons.length === 0) reasons.push(t('reasons.balanced'));
  return reasons;
}

/** The three styles closest to the brief, best first, each with its reasons in the asked language. */
export function recommendStyles(
  brief: Brief,
  language: RecommendRequest['language'],
  count = 3,
): Recommendation[] {
  return BEER_STYLE_TABLE.map((style, index) => ({ style, index, score: scoreStyle(style, brief) }))
    .filter(({ style }) => !isExcluded(style, brief))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .map(({ style, score }) => ({
      id: style.id,
      name: optionLabel(language, 'style', style.id),
      score,
      abv: { ...style.abv },
      ibu: { ...style.ibu },
      reasons: reasonsFor(style, brief, language),
    }));
}
