import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex, Readable } from 'node:stream';

/** After the answer, what the client still sends is read and thrown away for at most this long... */
export const LINGER_MS = 5_000;
/** ...and at most this much, before the connection is closed. */
export const LINGER_BYTES = 4 * 1024 * 1024;

/**
 * Answers with Connection: close while the request body is still arriving, without the client
 * losing the answer. Closing the socket at once makes the kernel reset the connection when the
 * client's next bytes arrive, and a client still sending never reads the answer. Instead, as
 * nginx's lingering close does: the answer goes out, our side half-closes, and the rest of the
 * body is read and discarded until the client stops, or for LINGER_MS / LINGER_BYTES at most.
 */
export function closeGently(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('Connection', 'close');
  // Node ends and destroys the socket of a Connection: close answer as soon as the answer is
  // written, through this method; lingering takes its place.
  (req.socket as Socket & { destroySoon?: () => void }).destroySoon = () => linger(req);
  req.resume();
}

function linger(req: IncomingMessage): void {
  req.socket.end();
  // Counted on the request, not the socket: a 'data' listener on the socket would take it from
  // Node's HTTP parser, and reading could stall.
  discardThenClose(req.socket, req);
}

/** Reads and throws away what `source` still brings, then destroys the socket: at its end, or after LINGER_MS or LINGER_BYTES. */
export function discardThenClose(socket: Duplex, source: Readable = socket): void {
  let discarded = 0;
  const close = () => {
    clearTimeout(timer);
    socket.destroy();
  };
  const timer = setTimeout(close, LINGER_MS).unref();
  source.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > LINGER_BYTES) close();
  });
  socket.on('end', close);
  socket.on('close', () => clearTimeout(timer));
  source.resume();
}
