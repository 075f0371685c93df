// The newsletter export (docs/rules/messages.md): header Email,Subscribe Date, written by the shop's one
// CSV writer (src/shared/csv.ts).
import { csvDocument } from '../../../shared/csv.ts';
import { malaysiaDay } from '../../../shared/dates.ts';

export function buildSubscribersCsv(
  subscribers: ReadonlyArray<{ email: string; createdAt: string }>,
): string {
  return csvDocument(
    ['Email', 'Subscribe Date'],
    subscribers.map((s) => [s.email, malaysiaDay(s.createdAt)]),
  );
}

/** newsletter-subscribers-YYYY-MM-DD.csv, dated by the Malaysian calendar day. */
export function csvFileName(now: Date = new Date()): string {
  return `newsletter-subscribers-${malaysiaDay(now)}.csv`;
}

/** Subscribers who signed up on the same Malaysian calendar day as `now`. */
export function signupsToday(
  subscribers: ReadonlyArray<{ createdAt: string }>,
  now: Date = new Date(),
): number {
  const today = malaysiaDay(now);
  return subscribers.filter((s) => malaysiaDay(s.createdAt) === today).length;
}
