import type { BadgeTone } from '../../ui/Badge.js';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * "Jan 5, 2025, 02:30 PM" in a time zone (an IANA name; the browser's own when none). Put together by
 * hand: Intl's en-US output puts a narrow no-break space before AM/PM in current ICU versions, and not
 * in older ones.
 */
export function formatCreatedAt(iso: string, timeZone?: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(d);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const hours = part('hour');
  return `${MONTHS[part('month') - 1]} ${part('day')}, ${part('year')}, ${pad(hours % 12 || 12)}:${pad(part('minute'))} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** USER_SETUP_COMPLETED -> "User Setup Completed": statuses are shown capitalised. */
export const capitalise = (value: string): string =>
  value
    .toLowerCase()
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** Status colours: invited yellow, user setup completed green, disabled red, anything else gray. */
export function statusTone(status: string): BadgeTone {
  switch (status) {
    case 'INVITED':
      return 'warning';
    case 'USER_SETUP_COMPLETED':
      return 'success';
    case 'DISABLED':
      return 'danger';
    default:
      return 'neutral';
  }
}
