// A user's settings: their choices, the rules the form and the server both check.
import { email, oneOf, required } from './validators.js';

export const TIME_ZONES = ['UTC', 'EST', 'PST'] as const;
export type TimeZone = (typeof TIME_ZONES)[number];

/** The zone each choice shows dates in (EST and PST follow daylight saving, as their cities do). */
const TIME_ZONE_NAMES: Record<TimeZone, string> = { UTC: 'UTC', EST: 'America/New_York', PST: 'America/Los_Angeles' };

/** The IANA name of a user's time zone; undefined (the browser's own) before the account has loaded. */
export const zoneName = (zone: TimeZone | null | undefined): string | undefined => (zone ? TIME_ZONE_NAMES[zone] : undefined);

export const NOTIFICATION_OPTIONS = [
  { value: 'all', label: 'All notifications' },
  { value: 'important', label: 'Important only' },
  { value: 'none', label: 'None' },
] as const;
export type Notifications = (typeof NOTIFICATION_OPTIONS)[number]['value'];

export const settingsSchema = {
  email: [required('Email is required'), email('Invalid email address')],
  timeZone: [required('Time zone is required'), oneOf(TIME_ZONES, `Choose one of ${TIME_ZONES.join(', ')}`)],
  notifications: [
    required('Email notifications are required'),
    oneOf(
      NOTIFICATION_OPTIONS.map((o) => o.value),
      'Choose all, important or none',
    ),
  ],
};

/** A new email asks for the password: the form and the server say so alike. */
export const PASSWORD_FOR_EMAIL = 'Enter your password to change your email';

/** How long the link that confirms a new email address works. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;
