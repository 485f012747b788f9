// Month and day arithmetic on the UTC calendar, for the months sessions are counted in ('YYYY-MM').

/** How many months of daily figures are kept and can be charted: this one and the eleven before. */
export const KEPT_MONTHS = 12;

/** A day of the UTC calendar, in ms. */
export const DAY_MS = 86_400_000;

export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The month `n` months after `yearMonth` (before it when negative). */
export function addMonths(yearMonth: string, n: number): string {
  const [year, month] = yearMonth.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 + n, 1)).toISOString().slice(0, 7);
}

export function daysInMonth(yearMonth: string): number {
  const [year, month] = yearMonth.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The months that can be charted in `current`: newest first. */
export const chartableMonths = (current: string): string[] => Array.from({ length: KEPT_MONTHS }, (_, i) => addMonths(current, -i));

/** "November 2026". */
export const monthName = (yearMonth: string): string =>
  new Date(`${yearMonth}-01T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "Nov 30" for a day 'YYYY-MM-DD'. */
export const shortDay = (day: string): string => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
