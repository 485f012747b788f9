import { ApiError } from '../api/errors.js';
import type { FieldErrors } from '../../shared/validators.js';

/** The server's per-field errors of a failed submit, or null when it failed as a whole. */
export function fieldErrorsOf(err: unknown): FieldErrors | null {
  return err instanceof ApiError && Object.keys(err.fieldErrors).length ? err.fieldErrors : null;
}
