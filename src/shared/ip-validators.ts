// The whitelist's rules for an IP address and its label, for the forms and the server alike.
import { maxLength, required, type Rule } from './validators.js';

const OCTET = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${OCTET}(\\.${OCTET}){3}$`);
export const isIpv4 = (value: unknown): boolean => typeof value === 'string' && IPV4.test(value.trim());

export const ipSchema = {
  ipAddress: [required('IP address is required'), ((value) => (isIpv4(value) ? undefined : 'Invalid IP address format')) as Rule],
  tag: [maxLength(100, 'Label must be at most 100 characters')],
};

/** Inline edit: only a non-blank address is asked of the form; the server checks the format. */
export const ipEditSchema = {
  ipAddress: [required('IP address is required')],
  tag: [maxLength(100, 'Label must be at most 100 characters')],
};
