// Server paging for back-office lists: which page, how many rows (at most 100), and the envelope a paged
// answer comes in. Bad values are refused with a message naming the parameter.
import { z } from 'zod';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 50;

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

/** A calendar day, YYYY-MM-DD, read as a whole day in the shop's time zone (UTC+8). */
export const dayParam = (name: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date like 2026-01-31`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00+08:00`)), `${name} is not a real date`);

export const searchParam = z
  .string()
  .trim()
  .max(100, 'q must be at most 100 characters')
  .transform((value) => (value === '' ? undefined : value))
  .optional();

export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  });
