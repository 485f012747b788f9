import type { ErrorBody } from '../../shared/api-types.js';

/** Where a failed call went: the fields of an error entry. */
export interface CallInfo {
  method: string;
  url: string;
  endpoint: string;
}

export type ErrorStatus = number | 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR';

/** A failed call. `status` is the HTTP status, or how the fetch itself failed. */
export class ApiError extends Error {
  constructor(
    readonly status: ErrorStatus,
    message: string,
    readonly call: CallInfo,
    readonly body?: Partial<ErrorBody>,
  ) {
    super(message);
  }

  get fieldErrors(): Record<string, string> {
    return this.body?.fieldErrors ?? {};
  }
}

/** The error entry kept for a failed call, built from any failure. */
export interface ApiErrorEntry {
  message: string;
  status: ErrorStatus;
  eventId?: string;
  method: string;
  url: string;
  endpoint: string;
}

export function toErrorEntry(error: unknown): ApiErrorEntry {
  const api = error instanceof ApiError ? error : undefined;
  const where = api?.call ?? { method: 'THUNK', url: '', endpoint: '' };
  return {
    message: api?.body?.message || (error instanceof Error && error.message) || 'Unknown error',
    status: api?.body?.status ?? api?.status ?? 500,
    ...(api?.body?.eventId ? { eventId: api.body.eventId } : {}),
    ...where,
  };
}
