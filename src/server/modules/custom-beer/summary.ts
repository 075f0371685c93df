// The plain-text summary of a brief: stored with the request, shown on the confirmation and carried into
// the WhatsApp message, so it is written in the customer's language and reads well without formatting.
import { shopConfig, type Language } from '../../../shared/config.ts';
import { optionLabel, type OptionGroup } from '../../../shared/custom-beer-option-labels.ts';
import { SLIDER_KEYS, SLIDER_MAX } from '../../../shared/custom-beer-options.ts';
import type { CustomBeerRequest, Recommendation } from '../../../shared/schemas/custom-beer.ts';

const EN_HEADINGS = {
  title: `Custom beer request for ${shopConfig.brandName}`,
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  occasion: 'Occasion',
  quantity: 'Kegs',
  budget: 'Budget per keg',
  taste: 'Taste',
  aromas: 'Aromas',
  styles: 'Preferred styles',
  dietary: 'Dietary needs',
  packaging: 'Packaging',
  timeline: 'Timeline',
  delivery: 'Delivery',
  notes: 'Notes',
  suggested: 'Suggested styles',
  none: 'none',
};

const HEADINGS: Record<Language, Record<keyof typeof EN_HEADINGS, string>> = {
  en: EN_HEADINGS,
  ms: {
    title: `Permintaan bir tempahan untuk ${shopConfig.brandName}`,
    name: 'Nama',
    email: 'E-mel',
    phone: 'Telefon',
    occasion: 'Majlis',
    quantity: 'Tong',
    budget: 'Bajet setiap tong',
    taste: 'Rasa',
    aromas: 'Aroma',
    styles: 'Gaya pilihan',
    dietary: 'Keperluan diet',
    packaging: 'Pembungkusan',
    timeline: 'Tempoh',
    delivery: 'Penghantaran',
    notes: 'Catatan',
    suggested: 'Gaya dicadangkan',
    none: 'tiada',
  },
  zh: {
    title: `${shopConfig.brandName} 定制啤酒需求`,
    name: '姓名',
    email: '电子邮件',
    phone: '电话',
    occasion: '场合',
    quantity: '酒桶数量',
    budget: '每桶预算',
    taste: '口味',
    aromas: '香气',
    styles: '偏好风格',
    dietary: '饮食需求',
    packaging: '包装',
    timeline: '时间',
    delivery: '交付方式',
    notes: '备注',
    suggested: '推荐风格',
    none: '无',
  },
};

const SEPARATOR: Record<Language, string> = { en: ', ', ms: ', ', zh: '、' };

function labelList(group: OptionGroup, keys: readonly string[], language: Language): string {
  if (keys.length === 0) return HEADINGS[language].none;
  return keys.map((key) => optionLabel(language, group, key)).join(SEPARATOR[language]);
}

export function buildSummary(request: CustomBeerRequest, recommendations: Recommendation[]): string {
  const { language } = request;
  const h = HEADINGS[language];
  const taste = SLIDER_KEYS.map(
    (key) => `${optionLabel(language, 'slider', key)} ${request.sliders[key]}/${SLIDER_MAX}`,
  ).join(SEPARATOR[language]);
  const lines: Array<[string, string | undefined]> = [
    [h.name, request.name],
    [h.email, request.email],
    [h.phone, request.phone],
    [h.occasion, labelList('occasion', request.occasion, language)],
    [h.quantity, String(request.quantity)],
    [h.budget, `RM ${request.budgetPerKegMYR}`],
    [h.taste, taste],
    [h.aromas, labelList('aroma', request.aromas, language)],
    [h.styles, labelList('style', request.styles, language)],
    [h.dietary, labelList('dietary', request.dietary, language)],
    [h.packaging, optionLabel(language, 'packaging', request.packaging)],
    [h.timeline, optionLabel(language, 'timeline', request.timeline)],
    [h.delivery, optionLabel(language, 'delivery', request.delivery)],
    [h.suggested, recommendations.map((r) => r.name).join(SEPARATOR[language]) || undefined],
    [h.notes, request.notes],
  ];
  const body = lines.filter(([, value]) => value !== undefined).map(([label, value]) => `${label}: ${value}`);
  return [h.title, ...body].join('\n');
}
