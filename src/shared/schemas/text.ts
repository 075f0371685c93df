// Text a person can type and the database can hold. Every text field of every request goes through one of
// these: control characters are refused (multi-line fields keep tab, line feed and carriage return), and
// so are unpaired UTF-16 surrogates, which no UTF-8 column can store.
import { z } from 'zod';

export const INVALID_CHARACTERS = 'Must not contain control characters or broken characters';

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_IN_LINE = /[\u0000-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_IN_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

type StringParams = Parameters<typeof z.string>[0];

/** A one-line text field (names, emails, phones, passwords, sizes...). */
export const singleLine = (params?: StringParams, message = INVALID_CHARACTERS) =>
  z.string(params).refine((s) => !CONTROL_IN_LINE.test(s) && !LONE_SURROGATE.test(s), message);

/** A multi-line text field (messages, notes, addresses, descriptions): tab and line breaks allowed. */
export const multiLine = (params?: StringParams, message = INVALID_CHARACTERS) =>
  z.string(params).refine((s) => !CONTROL_IN_LINES.test(s) && !LONE_SURROGATE.test(s), message);

/** An optional text field: trimmed, at most `max` characters; an empty or missing value becomes null. */
export function optionalText(
  max: number,
  options: { text?: typeof singleLine; params?: StringParams; tooLong?: string; invalid?: string } = {},
) {
  const text = options.text ?? singleLine;
  return text(options.params, options.invalid)
    .trim()
    .max(max, options.tooLong ?? `Must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));
}
