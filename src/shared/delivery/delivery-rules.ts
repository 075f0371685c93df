// The shop's delivery rules, stated once (docs/rules/ordering.md, "Delivery and keg rental"): the cart, the
// checkout, the home and contact pages, the terms, the mails and the order API all decide and say what
// these say. Home delivery is free, from an item total of RM 150, inside the Klang Valley; an order with a
// keg is delivered free anywhere in Malaysia; anything else is self pickup.
import type { Language } from '../config.ts';
import { formatRM } from '../money.ts';
import type { TFunction } from '../message-catalogue.ts';
import { isKegSize } from '../order-rules.ts';

/** Postcode ranges of the Klang Valley: Kuala Lumpur, Putrajaya, Cyberjaya and the Selangor towns around them. */
const KLANG_VALLEY_POSTCODES: ReadonlyArray<readonly [number, number]> = [
  [40000, 43999], // Shah Alam, Klang, Cheras, Kajang, Semenyih, Bangi
  [46000, 48999], // Petaling Jaya, Subang Jaya, Puchong, Rawang
  [50000, 60999], // Kuala Lumpur
  [62000, 63999], // Putrajaya, Cyberjaya
  [68000, 68199], // Ampang, Batu Caves, Selayang
];
/** Malaysian postcodes: five digits from 01000 to 98999. */
const MALAYSIAN_POSTCODES = [1000, 98999] as const;

export const DELIVERY_RULES = {
  /** Home delivery needs an item total of at least this, in sen; below it only self pickup. */
  minimumSen: 15_000,
  /** What home delivery costs, in sen: nothing. */
  feeSen: 0,
  /** An order with a keg is delivered anywhere in Malaysia; others only in the Klang Valley. */
  kegsAnywhere: true,
} as const;

export type DeliveryRefusal = 'below-minimum' | 'no-postcode' | 'outside-area';

/** The last five-digit group of an address, as Malaysian addresses end with "postcode town, state". */
export function postcodeOf(address: string): string | null {
  const groups = address.match(/(?<!\d)\d{5}(?!\d)/g);
  return groups?.at(-1) ?? null;
}

const within = (postcode: number, [from, to]: readonly [number, number]) =>
  postcode >= from && postcode <= to;

export function qualifiesForDelivery(itemTotalSen: number): boolean {
  return itemTotalSen >= DELIVERY_RULES.minimumSen;
}

/** How much more the cart needs before home delivery is offered (0 once it qualifies). */
export function deliveryShortfallSen(itemTotalSen: number): number {
  return Math.max(0, DELIVERY_RULES.minimumSen - itemTotalSen);
}

/** Whether the order's sizes take it anywhere in Malaysia rather than only the Klang Valley. */
export const deliversAnywhere = (sizes: readonly string[]): boolean =>
  DELIVERY_RULES.kegsAnywhere && sizes.some(isKegSize);

/**
 * Why home delivery to this address cannot be chosen for these lines, or null when it can. The address is
 * checked by its postcode: without one the area cannot be told.
 */
export function deliveryRefusal(order: {
  itemTotalSen: number;
  sizes: readonly string[];
  address: string;
}): DeliveryRefusal | null {
  if (!qualifiesForDelivery(order.itemTotalSen)) return 'below-minimum';
  const postcode = postcodeOf(order.address);
  if (!postcode) return 'no-postcode';
  const ranges = deliversAnywhere(order.sizes) ? [MALAYSIAN_POSTCODES] : KLANG_VALLEY_POSTCODES;
  return ranges.some((range) => within(Number(postcode), range)) ? null : 'outside-area';
}

/** The values every delivery text is written with, in the shopper's language. */
export const deliveryTextValues = (language: Language) => ({
  minimum: formatRM(DELIVERY_RULES.minimumSen, language),
});

const REFUSAL_KEYS: Record<DeliveryRefusal, string> = {
  'below-minimum': 'deliveryRules.belowMinimum',
  'no-postcode': 'deliveryRules.noPostcode',
  'outside-area': 'deliveryRules.outsideArea',
};

/** The refusal in words, through the caller's catalogue (src/shared/delivery/locales). */
export function deliveryRefusalText(
  t: TFunction,
  refusal: DeliveryRefusal,
  language: Language,
  address: string,
): string {
  return t(REFUSAL_KEYS[refusal], { ...deliveryTextValues(language), postcode: postcodeOf(address) ?? '' });
}
