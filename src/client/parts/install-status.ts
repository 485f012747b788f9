import type { InstallStatus } from '../../shared/api-types.js';

/** How long ago a moment was: "just now" under a minute, then minutes, hours and days. */
export function timeAgo(iso: string, now: number): string {
  const minutes = Math.floor((now - Date.parse(iso)) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;
  const days = Math.floor(hours / 24);
  return `${days} ${days === 1 ? 'day' : 'days'} ago`;
}

export type InstallTone = 'waiting' | 'protected' | 'foreign' | 'off';

/** A store's install status in words. A disabled store's snippet lifts its rules, so its visits never read "Protected". */
export function describeInstall(install: InstallStatus, disabled: boolean, now: number): { text: string; tone: InstallTone } {
  switch (install.state) {
    case 'waiting':
      return { text: 'Waiting for the first visit', tone: 'waiting' };
    case 'foreign':
      return { text: `Seen from another site: ${install.host}`, tone: 'foreign' };
    case 'protected': {
      const visit = `last visit ${timeAgo(install.lastVisitAt, now)}`;
      return disabled ? { text: `Off · ${visit}`, tone: 'off' } : { text: `Protected · ${visit}`, tone: 'protected' };
    }
  }
}
