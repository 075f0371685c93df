// The CSV exports' filters (docs/rules/api.md, "Exports"), the same for the back-office downloads and
// `npm run taproom -- export`: whole days in the shop's time zone, a status, and a range of at most
// EXPORT_MAX_DAYS days. Orders and the audit trail always cover a range (by default the last
// EXPORT_MAX_DAYS days up to today); customers and subscribers cover everyone unless a range is given.
import { z } from 'zod';
import { malaysiaDay } from '../dates.ts';
import { ORDER_STATUSES } from '../order-rules.ts';
import { ACTIVITY_KIND_NAMES } from './activity.ts';
import { dayParam } from './paging.ts';

export const EXPORT_KINDS = ['orders', 'customers', 'subscribers', 'activity'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** The statuses each export may be filtered by; the audit trail is filtered by the kind of thing changed. */
export const EXPORT_STATUSES = {
  orders: ORDER_STATUSES,
  customers: ['active', 'closed'],
  subscribers: ['pending', 'active', 'unsubscribed'],
  activity: ACTIVITY_KIND_NAMES,
} as const satisfies Record<ExportKind, readonly [string, ...string[]]>;

export interface ExportFilter {
  from?: string;
  to?: string;
  status?: string;
}

/** Exports that always cover a range of days (by default the last EXPORT_MAX_DAYS up to today). */
const RANGED_KINDS: readonly ExportKind[] = ['orders', 'activity'];

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

export function exportQuerySchema(kind: ExportKind, maxDays: number, today: () => Date = () => new Date()) {
  const statuses = EXPORT_STATUSES[kind];
  return z
    .object({
      from: dayParam('from').optional(),
      to: dayParam('to').optional(),
      status: z.enum(statuses, `status must be ${statuses.join(', ')}`).optional(),
    })
    .transform((query): ExportFilter => {
      if (!RANGED_KINDS.includes(kind)) return query;
      const to = query.to ?? malaysiaDay(today());
      return { ...query, to, from: query.from ?? dayBefore(to, maxDays - 1) };
    })
    .superRefine((query, ctx) => {
      if (!query.from || !query.to) return;
      const days = dayNumber(query.to) - dayNumber(query.from) + 1;
      if (days < 1) ctx.addIssue({ code: 'custom', path: ['from'], message: 'from must not be after to' });
      else if (days > maxDays) {
        ctx.addIssue({
          code: 'custom',
          path: ['to'],
          message: `the range from ${query.from} to ${query.to} is ${days} days; at most ${maxDays} days can be exported at once`,
        });
      }
    });
}
