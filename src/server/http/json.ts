import type { IncomingMessage, ServerResponse } from 'node:http';
import { readText } from './body.js';
import { HttpError } from './errors.js';

export const JSON_LIMIT_BYTES = 64 * 1024;

/** Reads a JSON object body, refusing oversized (413), malformed (400) and non-object bodies. */
export async function readJson(req: IncomingMessage, limit = JSON_LIMIT_BYTES): Promise<Record<string, unknown>> {
  const text = await readText(req, limit);
  return text === '' ? {} : parseJsonObject(text);
}

/**
 * Parses text that must hold a JSON object (400 otherwise). Text with NUL or a lone surrogate,
 * in a key or a value at any depth, is refused too: PostgreSQL cannot store either in text.
 */
export function parseJsonObject(text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Malformed JSON body');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new HttpError(400, 'The body must be a JSON object');
  // Raw control characters and broken UTF-8 never get this far, so only a \u escape can make either.
  if (text.includes('\\u') && !wellFormed(value)) throw new HttpError(400, 'The body holds a NUL character or broken Unicode');
  return value as Record<string, unknown>;
}

// NUL, or half of a surrogate pair (with the u flag a whole pair is one code point and does not match).
const UNSTORABLE = /\0|\p{Cs}/u;
const isText = (s: string) => !UNSTORABLE.test(s);

/** Every key and string in the value is text PostgreSQL can store. A loop, not recursion: nesting depth is the sender's choice. */
function wellFormed(root: object): boolean {
  const pending: unknown[] = [root];
  while (pending.length) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (!isText(value)) return false;
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (!isText(key)) return false;
        pending.push(inner);
      }
    }
  }
  return true;
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  });
  res.end(text);
}
