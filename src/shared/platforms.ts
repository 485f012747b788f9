// The shop platforms a store can run on. Apart from the store rules, so a page that only shows
// stores does not bring the country list along.

export const PLATFORMS = [
  { value: 'shopify', label: 'Shopify' },
  { value: 'wordpress', label: 'WordPress' },
  { value: 'custom', label: 'Custom' },
] as const;
export type Platform = (typeof PLATFORMS)[number]['value'];
export const DEFAULT_PLATFORM: Platform = 'shopify';
