import type { FieldErrors } from '../../shared/validators.js';

/** An answer other than 2xx that is safe to show the caller as it is. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: FieldErrors,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fieldErrors?: FieldErrors) => new HttpError(400, message, fieldErrors);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
/** The 401 of a session that has ended (its user deleted, say). */
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
export const forbidden = (message = 'You do not have permission to do this') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string, fieldErrors?: FieldErrors) => new HttpError(409, message, fieldErrors);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, 'Too many requests. Please try again later.', undefined, { 'Retry-After': String(retryAfterSeconds) });
