// Calling and messaging a customer back from the number they typed ("012-345 6789", "+60 12 345 6789").

/** The number in international form without "+", assuming Malaysia (60) for local numbers. */
export function internationalDigits(phone: string): string | null {
  const digits = phone.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return digits.slice(1).replace(/\D/g, '') || null;
  if (digits.startsWith('00')) return digits.slice(2) || null;
  if (digits.startsWith('60')) return digits;
  if (digits.startsWith('0')) return `60${digits.slice(1)}`;
  return digits.length >= 7 ? `60${digits}` : null;
}

/** A tel: link, or null when the text holds no usable number. */
export function telLink(phone: string): string | null {
  const digits = internationalDigits(phone);
  return digits && digits.length >= 8 ? `tel:+${digits}` : null;
}

/** A WhatsApp chat with the customer, or null when the text holds no usable number. */
export function customerWhatsappLink(phone: string, text?: string): string | null {
  const digits = internationalDigits(phone);
  if (!digits || digits.length < 8) return null;
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}
