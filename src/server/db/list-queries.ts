// Helpers shared by the back-office list queries (docs/decisions/008-paged-admin-lists.md).
import { ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** `%` and `_` typed by staff are searched for literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The text appears, in any letter case, in at least one of the columns (or expressions). */
export function containsAnywhere(text: string, columns: (AnyColumn | SQL)[]): SQL | undefined {
  const pattern = containsPattern(text);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** A one-row source for a select of scalar sub-queries: several counts in one round trip. */
export const ONE_ROW = sql`(values (1)) as one_row(x)`;
