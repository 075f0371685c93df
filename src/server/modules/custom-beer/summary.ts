// The plain-text summary of a brief: stored with the request, shown on the confirmation and carried into
// the WhatsApp message, so it is written in the customer's language and reads well without formatting.
import { shopConfig, type Language } from '../../../shared/config.ts';
import {
  budgetText,
  listOf,
  optionLabel,
  quantityText,
  type OptionGroup,
} from '../../../shared/custom-beer-option-labels.ts';
import { SLIDER_KEYS, SLIDER_MAX } from '../../../shared/custom-beer-options.ts';
import type { CustomBeerRequest, Recommendation } from '../../../shared/schemas/custom-beer.ts';
import { customBeerText } from './texts.ts';

function labelList(language: Language, group: OptionGroup, keys: readonly string[]): string {
  if (keys.length === 0) return customBeerText(language)('summary.none');
  return listOf(
    language,
    keys.map((key) => optionLabel(language, group, key)),
  );
}

export function buildSummary(request: CustomBeerRequest, recommendations: Recommendation[]): string {
  const { language } = request;
  const t = customBeerText(language);
  const h = (heading: string) => t(`summary.${heading}`);
  const taste = listOf(
    language,
    SLIDER_KEYS.map((key) => `${optionLabel(language, 'slider', key)} ${request.sliders[key]}/${SLIDER_MAX}`),
  );
  const lines: Array<[string, string | undefined]> = [
    [h('name'), request.name],
    [h('email'), request.email],
    [h('phone'), request.phone ?? undefined],
    [h('occasion'), labelList(language, 'occasion', request.occasion)],
    [h('packaging'), optionLabel(language, 'packaging', request.packaging)],
    [h('quantity'), quantityText(language, request.packaging, request.quantity)],
    [h('budget'), budgetText(language, request.packaging, request.budgetPerKegMYR, request.quantity)],
    [h('taste'), taste],
    [h('aromas'), labelList(language, 'aroma', request.aromas)],
    [h('styles'), labelList(language, 'style', request.styles)],
    [h('dietary'), labelList(language, 'dietary', request.dietary)],
    [h('timeline'), optionLabel(language, 'timeline', request.timeline)],
    [h('delivery'), optionLabel(language, 'delivery', request.delivery)],
    [
      h('suggested'),
      listOf(
        language,
        recommendations.map((r) => r.name),
      ) || undefined,
    ],
    [h('notes'), request.notes],
  ];
  const body = lines.filter(([, value]) => value !== undefined).map(([label, value]) => `${label}: ${value}`);
  return [t('summary.title', { brand: shopConfig.brandName }), ...body].join('\n');
}
