// The whitelist's rules for an address or range and its label, for the forms and the server alike.
import { canonicalIpRange } from './ip-ranges.js';
import { maxLength, required, text, type Rule } from './validators.js';

/** An IPv4 or IPv6 address, or a CIDR range no wider than WIDEST_PREFIX. */
const ipRange: Rule = (value) => {
  const entry = text(value).trim();
  if (entry === '') return undefined;
  const checked = canonicalIpRange(entry);
  return checked.ok ? undefined : checked.message;
};

const tag = [maxLength(100, 'Label must be at most 100 characters')];

export const ipSchema = {
  ipAddress: [required('IP address is required'), ipRange],
  tag,
};

/** Inline edit: the form asks only for a non-blank address; the server also checks its format (ipSchema). */
export const ipEditSchema = {
  ipAddress: [required('IP address is required')],
  tag,
};
