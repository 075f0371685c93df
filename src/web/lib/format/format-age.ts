// How long something has been waiting, in the largest whole unit: "45 min", "3 hr", "2 days".
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function formatAge(since: string, language: string, now = Date.now()): string {
  const elapsed = Math.max(0, now - Date.parse(since));
  const [value, unit] =
    elapsed >= DAY
      ? [Math.floor(elapsed / DAY), 'day']
      : elapsed >= HOUR
        ? [Math.floor(elapsed / HOUR), 'hour']
        : [Math.max(1, Math.floor(elapsed / MINUTE)), 'minute'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short' }).format(value);
}

/** The brewer promises a call within 24 hours; older waits are overdue. */
export const isOverdue = (since: string, now = Date.now()): boolean => now - Date.parse(since) > DAY;
