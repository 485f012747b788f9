import type { IncomingMessage } from 'node:http';
import { HttpError } from './errors.js';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The request body as text: 413 past `limit` bytes (the declared Content-Length is checked first), 400 unless UTF-8. */
export function readText(req: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => readTextThen(req, limit, (err, text) => (err ? reject(err) : resolve(text!))));
}

/**
 * readText with a callback: every beacon is read so, and a promise and its continuation cost a beacon
 * more than the reading itself. Plain events rather than an async iterator, for the same reason.
 */
export function readTextThen(req: IncomingMessage, limit: number, then: (err: Error | null, text?: string) => void): void {
  // Told once: the body may still end, or fail, after it was found too large.
  let told = false;
  const done = (err: Error | null, text?: string) => {
    if (told) return;
    told = true;
    then(err, text);
  };
  // Stops keeping the body; what is still to come is the error answer's business (closeGently).
  const tooLarge = () => {
    req.removeAllListeners('data');
    done(new HttpError(413, 'Request body too large'));
  };
  if (Number(req.headers['content-length'] ?? 0) > limit) return tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > limit) tooLarge();
    else chunks.push(chunk);
  });
  req.on('end', () => {
    let text: string;
    try {
      text = utf8.decode(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size));
    } catch {
      return done(new HttpError(400, 'The request body is not valid UTF-8'));
    }
    done(null, text);
  });
  req.on('error', done);
}
