// The before and after of an audit event as staff read it: each changed field under its own name in the
// staff member's language, and each value as the back office shows it elsewhere (ringgit, Yes/No, an order
// status by its shop name, a date in Malaysian time, images as pictures). Nested settings (the texts per
// language, the social links) open into one line per changed part. No storage path or JSON reaches a
// reader: a value of an unknown shape is counted, never dumped.
import { isLanguage, LANGUAGE_NAMES, type Language } from '../../../shared/config.ts';
import { formatDate, localeOf } from '../../../shared/format-date.ts';
import type { TFunction } from '../../../shared/message-catalogue.ts';
import { formatPrice } from '../../../shared/money.ts';
import type { ActivityEvent } from '../../../shared/schemas/activity.ts';
import { SOCIAL_NETWORKS } from '../../../shared/social-links.ts';

/** A value in words, or the images it names (drawn as thumbnails). */
export type ShownValue = { text: string } | { images: string[] };

export interface ChangeLine {
  /** The recorded field, dotted for a part of a nested one ("socialLinks.instagram", "ms.name"). */
  field: string;
  label: string;
  before: ShownValue;
  after: ShownValue;
}

type Values = Record<string, unknown>;
const isPlainObject = (value: unknown): value is Values =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Nested objects as dotted fields, so each part that changed is a line of its own. */
function flatten(values: Values, prefix = ''): Values {
  return Object.fromEntries(
    Object.entries(values).flatMap(([key, value]) =>
      isPlainObject(value)
        ? Object.entries(flatten(value, `${prefix}${key}.`))
        : [[`${prefix}${key}`, value]],
    ),
  );
}

/** "openingHoursWeekends" → "Opening hours weekends", for a field the catalogue does not name yet. */
const spelledOut = (key: string) => {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function fieldLabel(field: string, t: TFunction): string {
  const name = (key: string) => t(`adminActivity.fields.${key}`, spelledOut(key));
  const [head, ...rest] = field.split('.');
  const tail = rest.join('.');
  if (!tail) return name(head!);
  // A product text in one language ("ms.name"), or a setting kept per language ("paymentMethods.ms").
  if (isLanguage(head!)) return `${fieldLabel(tail, t)} (${LANGUAGE_NAMES[head]})`;
  if (isLanguage(tail)) return `${name(head!)} (${LANGUAGE_NAMES[tail]})`;
  if (head === 'socialLinks' && tail in SOCIAL_NETWORKS)
    return `${name(head)}: ${SOCIAL_NETWORKS[tail as keyof typeof SOCIAL_NETWORKS]}`;
  return `${name(head!)}: ${fieldLabel(tail, t)}`;
}

const MONEY_FIELDS = new Set(['price', 'totalAmount', 'kegDispenserCost']);
/** Fields whose value is a word with a name of its own in the catalogue. */
const NAMED_VALUES: Record<string, string> = {
  status: 'status',
  reason: 'adminActivity.stockReason',
  role: 'adminActivity.roles',
  category: 'adminActivity.categories',
};

function shownValue(field: string, value: unknown, t: TFunction, language: Language): ShownValue {
  const key = field.split('.').at(-1)!;
  if (value === null || value === undefined || value === '') return { text: '—' };
  if (key === 'imageUrl' && typeof value === 'string') return { images: [value] };
  if (key === 'images' && Array.isArray(value))
    return { images: value.filter((url): url is string => typeof url === 'string') };
  if (typeof value === 'boolean') return { text: t(`adminActivity.values.${value ? 'yes' : 'no'}`) };
  if (MONEY_FIELDS.has(key) && (typeof value === 'string' || typeof value === 'number'))
    return { text: formatPrice(value, language) };
  if (key in NAMED_VALUES && typeof value === 'string')
    return { text: t(`${NAMED_VALUES[key]}.${value}`, value) };
  if (key === 'releaseAt' && typeof value === 'string')
    return { text: formatDate(value, language, 'dateTime') ?? value };
  if (key === 'displayOrder' && typeof value === 'number')
    return { text: t('adminActivity.values.position', { position: value + 1 }) };
  if (key === 'bytes' && typeof value === 'number') {
    const size = new Intl.NumberFormat(localeOf(language), {
      style: 'unit',
      unit: 'kilobyte',
      maximumFractionDigits: 0,
    });
    return { text: size.format(Math.max(1, Math.round(value / 1000))) };
  }
  if (typeof value === 'string') return { text: value };
  if (typeof value === 'number') return { text: value.toLocaleString(localeOf(language)) };
  if (Array.isArray(value) && value.every((item) => typeof item === 'string'))
    return { text: value.join(', ') };
  const count = Array.isArray(value) ? value.length : 1;
  return { text: t('adminActivity.values.items', { count }) };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The event's changed fields, each named and with its values shown, in the order they were recorded. */
export function changeLines(event: ActivityEvent, t: TFunction, language: Language): ChangeLine[] {
  const before = flatten(event.changes.before);
  const after = flatten(event.changes.after);
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => !(field in before && field in after && same(before[field], after[field])))
    .map((field) => ({
      field,
      label: fieldLabel(field, t),
      before: shownValue(field, before[field], t, language),
      after: shownValue(field, after[field], t, language),
    }));
}
