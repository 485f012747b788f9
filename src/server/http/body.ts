import type { IncomingMessage } from 'node:http';
import { HttpError, badRequest } from './errors.js';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The request body as text: 413 past `limit` bytes (the declared Content-Length is checked first), 400 unless UTF-8. */
export async function readText(req: IncomingMessage, limit: number): Promise<string> {
  const bytes = await readBytes(req, limit);
  try {
    return utf8.decode(bytes);
  } catch {
    throw badRequest('The request body is not valid UTF-8');
  }
}

// Plain events rather than an async iterator: every beacon goes through here, and it is cheaper so.
function readBytes(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // Stops keeping the body; what is still to come is the error answer's business (closeGently).
    const tooLarge = () => {
      req.removeAllListeners('data');
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
    req.on('end', () => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size)));
    req.on('error', reject);
  });
}
