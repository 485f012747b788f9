import { ApiError, type CallInfo } from './errors.js';

export const API_BASE = '/api';
export const TIMEOUT_MS = 20_000;

export interface RequestSpec {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
  /** Outlives the page (sent as it closes). */
  keepalive?: boolean;
  /** The answer is a file's text (a CSV), answered as it is rather than read as JSON. */
  text?: boolean;
}

/**
 * The one place that talks to the server: JSON both ways, the bearer token, a timeout, and every
 * failure turned into an ApiError (HTTP status, FETCH_ERROR, TIMEOUT_ERROR or PARSING_ERROR).
 */
export async function request<T>(spec: RequestSpec, token: string | null): Promise<T> {
  const url = API_BASE + spec.path;
  const call: CallInfo = { method: spec.method, url, endpoint: spec.path };
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (spec.body !== undefined) headers['Content-Type'] = 'application/json';

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  let res: Response;
  try {
    res = await fetch(url, {
      method: spec.method,
      headers,
      body: spec.body === undefined ? undefined : JSON.stringify(spec.body),
      signal: controller.signal,
      keepalive: spec.keepalive,
    });
  } catch (err) {
    if (controller.signal.aborted) throw new ApiError('TIMEOUT_ERROR', 'The server took too long to answer', call);
    throw new ApiError('FETCH_ERROR', 'Could not reach the server. Check your connection.', call);
  } finally {
    clearTimeout(timer);
  }

  const text = await res.text();
  if (spec.text && res.ok) return text as T;
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    if (res.ok) throw new ApiError('PARSING_ERROR', 'The server sent an answer that could not be read', call);
  }
  if (!res.ok) {
    const body = data && typeof data === 'object' ? (data as ApiError['body']) : undefined;
    throw new ApiError(res.status, body?.message || res.statusText || `Request failed with status ${res.status}`, call, body);
  }
  return data as T;
}
