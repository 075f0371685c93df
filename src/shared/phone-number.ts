// Phone numbers the brewer can call back (docs/rules/accounts.md, "Phone numbers"): Malaysian numbers as
// people write them ("012-345 6789", "03-4021 1234") and international ones ("+65 9123 4567"), kept in
// E.164 ("+60123456789"). The numbering rules are libphonenumber's, so a number of the wrong length for
// its country, letters, or a country code alone are refused.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import { singleLine } from './schemas/text.ts';

/** A number without a country code is Malaysian. */
export const DEFAULT_PHONE_COUNTRY = 'MY';
export const PHONE_MAX_LENGTH = 40;
export const INVALID_PHONE = 'Please enter a phone number we can call, e.g. 012-345 6789 or +65 9123 4567';

/** Only what people put in a phone number: digits, spaces, +, -, dots and brackets. */
const PHONE_CHARACTERS = /^[\d\s+().-]+$/;

/** The number in E.164, or null when it is no number a phone could dial. */
export function toE164(text: string): string | null {
  const trimmed = text.trim();
  if (!PHONE_CHARACTERS.test(trimmed)) return null;
  const parsed = parsePhoneNumberFromString(trimmed, DEFAULT_PHONE_COUNTRY);
  return parsed?.isValid() ? parsed.number : null;
}

/** An optional phone: blank or missing is null, anything else must be a number and is stored in E.164. */
export function optionalPhoneField(invalid: string = INVALID_PHONE) {
  return singleLine(invalid, invalid)
    .trim()
    .max(PHONE_MAX_LENGTH, invalid)
    .nullish()
    .transform((value, ctx) => {
      if (!value) return null;
      const number = toE164(value);
      if (number) return number;
      ctx.addIssue({ code: 'custom', message: invalid });
      return z.NEVER;
    });
}

/**
 * A stored number as people read it: a Malaysian one in the national form ("012-345 6789"), any other in
 * the international form ("+65 9123 4567"); a number kept before numbers were normalised stays as typed.
 */
export function readablePhone(stored: string): string {
  const parsed = parsePhoneNumberFromString(stored, DEFAULT_PHONE_COUNTRY);
  if (!parsed?.isValid()) return stored;
  return parsed.country === DEFAULT_PHONE_COUNTRY ? parsed.formatNational() : parsed.formatInternational();
}
