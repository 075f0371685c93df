// Helpers shared by the back-office list queries (docs/decisions/008-paged-admin-lists.md).
import { and, gte, ilike, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** `%` and `_` typed by staff are searched for literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Phones are kept in E.164 ("+60123456789"), but staff search as they read a number ("012-345 6789"): a
 * search of only digits and phone punctuation matches the digits, without a local number's leading 0.
 */
export function phoneDigitsPattern(text: string): string | null {
  if (!/^[\d\s+().-]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, '').replace(/^0/, '');
  return digits.length >= 3 ? `%${digits}%` : null;
}

/**
 * The text appears, in any letter case, in at least one of the columns (or expressions); a search that
 * reads as a phone number also matches the digits of the phone columns (`phoneDigitsPattern`).
 */
export function containsAnywhere(
  text: string,
  columns: (AnyColumn | SQL)[],
  phoneColumns: AnyColumn[] = [],
): SQL | undefined {
  const pattern = containsPattern(text);
  const digits = phoneDigitsPattern(text);
  return or(
    ...columns.map((column) => ilike(column, pattern)),
    ...(digits ? phoneColumns.map((column) => ilike(column, digits)) : []),
  );
}

/** A one-row source for a select of scalar sub-queries: several counts in one round trip. */
export const ONE_ROW = sql`(values (1)) as one_row(x)`;

const SHOP_OFFSET = '+08:00';
const DAY_MS = 86_400_000;

/** The column falls within whole days `from`..`to` (YYYY-MM-DD, either may be missing) in the shop's time zone. */
export function withinDays(column: AnyColumn, from?: string, to?: string): SQL | undefined {
  return and(
    from ? gte(column, new Date(`${from}T00:00:00${SHOP_OFFSET}`)) : undefined,
    to ? lt(column, new Date(Date.parse(`${to}T00:00:00${SHOP_OFFSET}`) + DAY_MS)) : undefined,
  );
}
