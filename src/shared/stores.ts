import { isCountryCode } from './countries.js';
import { PLATFORMS } from './platforms.js';
import type { FieldErrors } from './validators.js';

// The store rules, for the store form and POST /api/stores alike.

export { DEFAULT_PLATFORM, PLATFORMS, type Platform } from './platforms.js';

/** Shown as the domain field's placeholder and inside its format message. */
export const EXAMPLE_DOMAIN = 'mystore.com';

// A bare host name: labels of letters, digits and inner hyphens, then a dotted suffix of 2+ letters.
const DOMAIN = /^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

export const MESSAGES = {
  domainRequired: 'Domain is required',
  domainFormat: `Enter a valid domain (e.g., ${EXAMPLE_DOMAIN}) without https at the front, no slashes`,
  platformRequired: 'Platform is required',
  countriesRequired: 'Countries are required',
  countriesMin: 'Select at least one country',
  countryUnknown: 'Unknown country',
  countryRepeated: 'The same country cannot be chosen twice',
  missing: 'Missing required fields',
} as const;

export interface StoreInput {
  domain: string;
  platform: string;
  countries: string[];
}

export const normaliseDomain = (domain: unknown): string => (typeof domain === 'string' ? domain.trim().toLowerCase() : '');

export function validateStore(input: Partial<Record<keyof StoreInput, unknown>>): FieldErrors {
  const errors: FieldErrors = {};
  const domain = normaliseDomain(input.domain);
  if (!domain) errors.domain = MESSAGES.domainRequired;
  else if (!DOMAIN.test(domain)) errors.domain = MESSAGES.domainFormat;

  if (typeof input.platform !== 'string' || input.platform === '') errors.platform = MESSAGES.platformRequired;
  else if (!PLATFORMS.some((p) => p.value === input.platform)) errors.platform = MESSAGES.platformRequired;

  const countries = input.countries;
  if (countries === undefined || countries === null) errors.countries = MESSAGES.countriesRequired;
  else if (!Array.isArray(countries)) errors.countries = MESSAGES.countriesRequired;
  else if (countries.length === 0) errors.countries = MESSAGES.countriesMin;
  else if (!countries.every(isCountryCode)) errors.countries = MESSAGES.countryUnknown;
  else if (new Set(countries).size !== countries.length) errors.countries = MESSAGES.countryRepeated;
  return errors;
}

/** The idempotency key a client gives each new store: "store-", a timestamp and a UUID. */
export const newStoreId = (): string => `store-${Date.now()}-${uuid()}`;

// crypto.randomUUID exists only in secure contexts; a dashboard on plain http over a LAN still needs ids.
function uuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
export const STORE_ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;
