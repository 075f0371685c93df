// Calendar days and months are counted in Malaysian time (Asia/Kuala_Lumpur, UTC+8, no daylight saving).
const MALAYSIA_OFFSET_MS = 8 * 3600 * 1000;

/** 'YYYY-MM-DD' of the Malaysian calendar day that contains the instant. */
export function malaysiaDay(instant: Date | string | number): string {
  return new Date(new Date(instant).getTime() + MALAYSIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** 'YYYY-MM' of the Malaysian calendar month that contains the instant. */
export function malaysiaMonth(instant: Date | string | number): string {
  return malaysiaDay(instant).slice(0, 7);
}

/** 'YYYY-MM-DD HH:MM' in Malaysian time, for files people read (CSV exports). */
export function malaysiaDateTime(instant: Date | string | number): string {
  return new Date(new Date(instant).getTime() + MALAYSIA_OFFSET_MS)
    .toISOString()
    .slice(0, 16)
    .replace('T', ' ');
}
