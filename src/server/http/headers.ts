import type { ServerResponse } from 'node:http';

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Browsers that have seen the site over https refuse plain http to it, and to its subdomains, for a year. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Headers every answer carries, API or page; HSTS only when the public address is https. */
export function setSecurityHeaders(res: ServerResponse, https: boolean): void {
  if (https) res.setHeader('Strict-Transport-Security', HSTS);
  res.setHeader('Content-Security-Policy', CSP);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
}
