// The brewery's business settings, in one place (docs/product.md). Components and server code read
// these instead of repeating literals. The access-gate code can be overridden by the server (ACCESS_CODE).

export const LANGUAGES = ['en', 'ms', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];

export const shopConfig = {
  brandName: 'Taproom',
  breweryName: 'Taproom Craft Brewery',
  orderEmail: 'orders@taproom.my',
  whatsappNumber: '60123456789',
  phoneDisplay: '+60 12-345 6789',
  location: 'Klang Valley, Malaysia',
  pickupAddress: 'PV 12 Setapak, Kuala Lumpur',
  openingHours: { weekdays: '9AM-6PM', weekends: '10AM-4PM' },
  social: {
    facebook: 'https://www.facebook.com/taproom.my',
    instagram: 'https://www.instagram.com/taproom.my',
  },
  /** Free delivery in the Klang Valley from this item total, in sen. */
  freeDeliveryThresholdSen: 15_000,
  /** Keg dispenser rental per set, in sen (one set per order). */
  kegRentalPriceSen: 5_000,
  kegRentalQuantity: 1,
  minimumAge: 21,
  responseHours: 24,
  defaultAccessCode: 'TAPROOM',
  customBeerMinBudgetMYR: 600,
} as const;

export const whatsappLink = (text?: string): string =>
  `https://wa.me/${shopConfig.whatsappNumber}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
