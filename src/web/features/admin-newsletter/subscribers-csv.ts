// The newsletter export (docs/rules/messages.md): header Email,Subscribe Date, then every field double-quoted with inner
// quotes doubled, so commas, quotes and line breaks survive any spreadsheet.
import { malaysiaDay } from '../../../shared/dates.ts';

export const CSV_HEADER = 'Email,Subscribe Date';

export function csvField(value: string): string {
  return `"${value.replaceAll('"', '""')}"`;
}

export function buildSubscribersCsv(
  subscribers: ReadonlyArray<{ email: string; createdAt: string }>,
): string {
  const rows = subscribers.map((s) => [csvField(s.email), csvField(malaysiaDay(s.createdAt))].join(','));
  return [CSV_HEADER, ...rows].join('\r\n') + '\r\n';
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
