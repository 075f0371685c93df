// Kept apart from the business profile's schema, so pages that only link to WhatsApp load no validation code.

/** A wa.me link to the brewery's WhatsApp, with an optional prefilled message. */
export const whatsappLink = (number: string, message?: string): string =>
  `https://wa.me/${number}${message ? `?text=${encodeURIComponent(message)}` : ''}`;
