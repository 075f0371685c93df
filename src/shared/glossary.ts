// The shop's words, one translation per language (docs/rules/interface.md, "One voice"). Screens and mails
// use these and never the alternatives listed under `avoid`; src/server/mail/glossary.test.ts checks every
// locale file (web, mail and element), page head and policy against it.
import type { Language } from './config.ts';

export interface GlossaryTerm {
  /** The word as a label (title case in English and Malay). */
  readonly en: string;
  readonly ms: string;
  readonly zh: string;
  /** Translations that were used before and must not come back, matched as whole words, any case. */
  readonly avoid?: Partial<Record<Language, readonly string[]>>;
}

export const GLOSSARY = {
  beer: { en: 'Beer', ms: 'Bir', zh: '啤酒' },
  riceWine: {
    en: 'Rice Wine',
    ms: 'Wain Beras',
    zh: '米酒',
    avoid: { ms: ['tuak beras'], zh: ['Lihing 米酒'] },
  },
  masterBrewer: {
    en: 'Master Brewer',
    ms: 'Pembancuh Utama',
    zh: '酿酒师',
    avoid: { ms: ['pembuat bir utama'], zh: ['酿酒大师'] },
  },
  lihing: { en: 'lihing', ms: 'lihing', zh: '丽醠', avoid: { zh: ['丽香', 'lihing'] } },
  customBeer: {
    en: 'Custom Beer',
    ms: 'Bir Tempahan',
    zh: '定制啤酒',
    avoid: { ms: ['bir khas', 'bir tersuai'], zh: ['订制'] },
  },
  keg: { en: 'Keg', ms: 'Tong', zh: '酒桶', avoid: { ms: ['keg'] } },
  kegDispenserRental: {
    en: 'Keg Dispenser Rental',
    ms: 'Sewaan Dispenser Tong',
    zh: '酒桶分酒器租赁',
    avoid: { zh: ['分配器'] },
  },
  selfPickup: { en: 'Self Pickup', ms: 'Ambil Sendiri', zh: '到店自取' },
  homeDelivery: { en: 'Home Delivery', ms: 'Penghantaran ke Rumah', zh: '送货上门' },
  pending: { en: 'Pending', ms: 'Menunggu', zh: '待处理', avoid: { ms: ['belum selesai'] } },
  confirmed: { en: 'Confirmed', ms: 'Disahkan', zh: '已确认' },
  completed: { en: 'Completed', ms: 'Selesai', zh: '已完成' },
  cancelled: { en: 'Cancelled', ms: 'Dibatalkan', zh: '已取消' },
} as const satisfies Record<string, GlossaryTerm>;

export type GlossaryKey = keyof typeof GLOSSARY;

/** A glossary word in one language, as a label. */
export function term(key: GlossaryKey, language: Language): string {
  return GLOSSARY[key][language];
}
