// Server paging for back-office lists: which page, how many rows (at most 100), and the envelope a paged
// answer comes in. Bad values are refused with a message naming the parameter.
import { z } from 'zod';
import { singleLine } from './text.ts';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 25;

const wholeNumber = (name: string, min: number, max: number) =>
  z.coerce
    .number({ message: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max}`);

export const pageQuerySchema = z.object({
  page: wholeNumber('page', 1, 100_000).default(1),
  pageSize: wholeNumber('pageSize', 1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

/** The days a date parameter may name: the shop's records fall well inside them, the database's types too. */
export const FIRST_DAY = '2000-01-01';
export const LAST_DAY = '2100-12-31';

/**
 * A calendar day, YYYY-MM-DD, read as a whole day in the shop's time zone (UTC+8), from FIRST_DAY to
 * LAST_DAY: a query never reaches the database with a day it cannot take (year 0 is a database error).
 */
export const dayParam = (name: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date like 2026-01-31`)
    .refine(isCalendarDay, `${name} is not a real date`)
    .refine(
      (day) => !isCalendarDay(day) || (day >= FIRST_DAY && day <= LAST_DAY),
      `${name} must be between ${FIRST_DAY} and ${LAST_DAY}`,
    );

/** A YYYY-MM-DD that names a day of the calendar (not 2026-02-31). */
export function isCalendarDay(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** A search text (`q`): one line, as every typed text (./text.ts); empty means no search. */
export const searchParam = singleLine(undefined, 'q must not contain control characters or broken characters')
  .trim()
  .max(100, 'q must be at most 100 characters')
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** `sort`: one of the list's orders, the first being the default. */
export const sortParam = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, `sort must be ${values.join(', ')}`).default(values[0] as T[0]);

/** A two-valued filter (read/unread, active/inactive); missing means both. */
export const choiceParam = <const T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.enum(values, `${name} must be ${values.join(' or ')}`).optional();

export type PageQuery = z.infer<typeof pageQuerySchema>;
export type Paged<T> = { items: T[]; page: number; pageSize: number; total: number };

export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  });

/** The rows a page skips. */
export const pageOffset = (query: PageQuery) => (query.page - 1) * query.pageSize;
