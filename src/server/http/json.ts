import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError, badRequest } from './errors.js';

export const JSON_LIMIT_BYTES = 64 * 1024;

/** Reads a JSON object body, refusing oversized (413), malformed (400) and non-object bodies. */
export async function readJson(req: IncomingMessage, limit = JSON_LIMIT_BYTES): Promise<Record<string, unknown>> {
  const text = await readBody(req, limit);
  if (text === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('Malformed JSON body');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw badRequest('The body must be a JSON object');
  return value as Record<string, unknown>;
}

// Plain events rather than an async iterator: every beacon goes through here, and it is cheaper so.
function readBody(req: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const tooLarge = () => {
      req.removeAllListeners('data').resume();
      reject(new HttpError(413, 'Request body too large'));
    };
    if (Number(req.headers['content-length'] ?? 0) > limit) return tooLarge();
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) tooLarge();
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks, size).toString('utf8')));
    req.on('error', reject);
  });
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
