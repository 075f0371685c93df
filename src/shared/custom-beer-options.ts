// The vocabulary of a custom-beer brief: the choices the builder offers, their labels in every language and
// the defaults of docs/rules/messages.md. Kept free of zod so the embedded element can bundle it without the validator.
import { shopConfig, type Language } from './config.ts';

export type Labels = Record<Language, string>;

/** Taste sliders run from 1 (none / light) to 5 (very / full); 3 is the neutral middle. */
export const SLIDER_MIN = 1;
export const SLIDER_MAX = 5;
export const SLIDER_DEFAULT = 3;
export const SLIDER_KEYS = ['bitterness', 'sweetness', 'body', 'strength'] as const;
export type SliderKey = (typeof SLIDER_KEYS)[number];
export type Sliders = Record<SliderKey, number>;
export const DEFAULT_SLIDERS: Sliders = { bitterness: 3, sweetness: 3, body: 3, strength: 3 };

export const SLIDER_LABELS: Record<SliderKey, Labels> = {
  bitterness: { en: 'Bitterness', ms: 'Kepahitan', zh: '苦度' },
  sweetness: { en: 'Sweetness', ms: 'Kemanisan', zh: '甜度' },
  body: { en: 'Body', ms: 'Kepekatan', zh: '酒体' },
  strength: { en: 'Strength', ms: 'Kekuatan', zh: '酒精度' },
};

export const OCCASION_LABELS = {
  wedding: { en: 'Wedding', ms: 'Majlis perkahwinan', zh: '婚礼' },
  birthday: { en: 'Birthday', ms: 'Hari jadi', zh: '生日' },
  corporate: { en: 'Corporate event', ms: 'Acara korporat', zh: '公司活动' },
  festive: { en: 'Festive season', ms: 'Musim perayaan', zh: '节庆' },
  party: { en: 'Party or gathering', ms: 'Parti atau perhimpunan', zh: '派对或聚会' },
  'bar-restaurant': {
    en: 'Bar or restaurant house beer',
    ms: 'Bir rumah bar atau restoran',
    zh: '酒吧或餐厅自酿',
  },
  gift: { en: 'Gift', ms: 'Hadiah', zh: '礼物' },
  other: { en: 'Something else', ms: 'Lain-lain', zh: '其他' },
} as const satisfies Record<string, Labels>;
export type Occasion = keyof typeof OCCASION_LABELS;

export const AROMA_LABELS = {
  citrus: { en: 'Citrus', ms: 'Sitrus', zh: '柑橘' },
  tropical: { en: 'Tropical fruit', ms: 'Buah tropika', zh: '热带水果' },
  floral: { en: 'Floral', ms: 'Bunga', zh: '花香' },
  herbal: { en: 'Herbal', ms: 'Herba', zh: '草本' },
  spice: { en: 'Spice', ms: 'Rempah', zh: '香料' },
  'malt-caramel': { en: 'Malt / caramel', ms: 'Malt / karamel', zh: '麦芽 / 焦糖' },
  'roast-coffee': { en: 'Roast / coffee', ms: 'Panggang / kopi', zh: '烘烤 / 咖啡' },
  pandan: { en: 'Pandan', ms: 'Pandan', zh: '香兰' },
  lemongrass: { en: 'Lemongrass', ms: 'Serai', zh: '香茅' },
  'gula-melaka': { en: 'Gula melaka', ms: 'Gula melaka', zh: '椰糖（马六甲糖）' },
} as const satisfies Record<string, Labels>;
export type Aroma = keyof typeof AROMA_LABELS;
/** Flavours from Malaysian kitchens, shown as their own group in the builder. */
export const LOCAL_AROMAS: readonly Aroma[] = ['pandan', 'lemongrass', 'gula-melaka'];

export const STYLE_LABELS = {
  'west-coast-ipa': { en: 'West Coast IPA', ms: 'IPA Pantai Barat', zh: '西海岸 IPA' },
  neipa: { en: 'Hazy IPA (NEIPA)', ms: 'IPA Keruh (NEIPA)', zh: '浑浊 IPA（NEIPA）' },
  'pale-ale': { en: 'Pale Ale', ms: 'Pale Ale', zh: '淡色艾尔' },
  pilsner: { en: 'Pilsner / Lager', ms: 'Pilsner / Lager', zh: '皮尔森 / 拉格' },
  witbier: { en: 'Wheat beer / Witbier', ms: 'Bir gandum / Witbier', zh: '小麦啤 / 比利时白啤' },
  saison: { en: 'Saison', ms: 'Saison', zh: '赛松' },
  stout: { en: 'Stout', ms: 'Stout', zh: '世涛' },
  porter: { en: 'Porter', ms: 'Porter', zh: '波特' },
  amber: { en: 'Amber / Red Ale', ms: 'Amber / Red Ale', zh: '琥珀 / 红色艾尔' },
  sour: { en: 'Sour / Gose', ms: 'Masam / Gose', zh: '酸啤 / 古斯' },
  'brown-ale': { en: 'Brown Ale', ms: 'Brown Ale', zh: '棕色艾尔' },
  'gluten-reduced-lager': { en: 'Gluten-reduced Lager', ms: 'Lager Rendah Gluten', zh: '低麸质拉格' },
  session: { en: 'Session / Low-alcohol Ale', ms: 'Ale Sesi / Rendah Alkohol', zh: '轻盈 / 低酒精艾尔' },
  'local-fruit': {
    en: 'Fruit Beer with Local Notes',
    ms: 'Bir Buah dengan Rasa Tempatan',
    zh: '本地风味水果啤酒',
  },
} as const satisfies Record<string, Labels>;
export type BeerStyleId = keyof typeof STYLE_LABELS;

export const DIETARY_LABELS = {
  'gluten-reduced': { en: 'Gluten-reduced', ms: 'Rendah gluten', zh: '低麸质' },
  vegan: { en: 'Vegan', ms: 'Vegan', zh: '纯素' },
  'low-alcohol': { en: 'Low alcohol', ms: 'Rendah alkohol', zh: '低酒精' },
} as const satisfies Record<string, Labels>;
export type DietaryNeed = keyof typeof DIETARY_LABELS;

// Stored values are the English texts (docs/rules/messages.md); the labels translate them for display.
// The kegs offered are the size the shop sells (20L).
export const PACKAGING_LABELS = {
  '20L keg': { en: '20L keg', ms: 'Tong 20L', zh: '20升酒桶' },
  '330ml bottles': { en: '330ml bottles', ms: 'Botol 330ml', zh: '330毫升瓶装' },
  '500ml cans': { en: '500ml cans', ms: 'Tin 500ml', zh: '500毫升罐装' },
} as const satisfies Record<string, Labels>;
export type Packaging = keyof typeof PACKAGING_LABELS;

/** Every packaging a stored brief may carry: the current choices and those offered before, still read back. */
export const STORED_PACKAGING_LABELS: Record<string, Labels> = {
  ...PACKAGING_LABELS,
  '19L keg': { en: '19L keg', ms: 'Tong 19L', zh: '19升酒桶' },
  '30L keg': { en: '30L keg', ms: 'Tong 30L', zh: '30升酒桶' },
};

export const TIMELINE_LABELS = {
  '4–6 weeks': { en: '4–6 weeks', ms: '4–6 minggu', zh: '4–6周' },
  '6–8 weeks': { en: '6–8 weeks', ms: '6–8 minggu', zh: '6–8周' },
  '2–3 months': { en: '2–3 months', ms: '2–3 bulan', zh: '2–3个月' },
  Flexible: { en: 'Flexible', ms: 'Fleksibel', zh: '时间灵活' },
} as const satisfies Record<string, Labels>;
export type Timeline = keyof typeof TIMELINE_LABELS;

export const DELIVERY_LABELS = {
  'Self-pickup (Klang Valley)': {
    en: 'Self-pickup (Klang Valley)',
    ms: 'Ambil sendiri (Lembah Klang)',
    zh: '自取（巴生谷）',
  },
  'Delivery (Klang Valley)': {
    en: 'Delivery (Klang Valley)',
    ms: 'Penghantaran (Lembah Klang)',
    zh: '送货（巴生谷）',
  },
  'Delivery (elsewhere in Malaysia)': {
    en: 'Delivery (elsewhere in Malaysia)',
    ms: 'Penghantaran (tempat lain di Malaysia)',
    zh: '送货（马来西亚其他地区）',
  },
} as const satisfies Record<string, Labels>;
export type Delivery = keyof typeof DELIVERY_LABELS;

export const keysOf = <T extends object>(table: T): [keyof T & string, ...(keyof T & string)[]] =>
  Object.keys(table) as [keyof T & string, ...(keyof T & string)[]];

export const OCCASIONS = keysOf(OCCASION_LABELS);
export const AROMAS = keysOf(AROMA_LABELS);
export const BEER_STYLES = keysOf(STYLE_LABELS);
export const DIETARY_NEEDS = keysOf(DIETARY_LABELS);
export const PACKAGING_OPTIONS = keysOf(PACKAGING_LABELS);
export const TIMELINE_OPTIONS = keysOf(TIMELINE_LABELS);
export const DELIVERY_OPTIONS = keysOf(DELIVERY_LABELS);

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
