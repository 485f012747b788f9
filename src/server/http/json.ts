import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError, badRequest } from './errors.js';

export const JSON_LIMIT_BYTES = 64 * 1024;

/** Reads a JSON object body, refusing oversized (413), malformed (400) and non-object bodies. */
export async function readJson(req: IncomingMessage, limit = JSON_LIMIT_BYTES): Promise<Record<string, unknown>> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) {
    req.resume();
    throw new HttpError(413, 'Request body too large');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) {
      req.resume();
      throw new HttpError(413, 'Request body too large');
    }
    chunks.push(chunk);
  }
  if (size === 0) return {};
  let value: unknown;
  try {
    value = JSON.parse(Buffer.concat(chunks, size).toString('utf8'));
  } catch {
    throw badRequest('Malformed JSON body');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw badRequest('The body must be a JSON object');
  return value as Record<string, unknown>;
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
