import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorBody } from '../../shared/api-types.js';
import { discardThenClose } from './linger.js';

/**
 * A request Node's parser refused (an unknown method, headers past the limit, broken framing) is
 * answered with the same error body as any other, then the rest of what the client sends is read
 * and discarded for a bounded time before the connection closes: closed at once, the kernel would
 * reset it and the client would lose the answer.
 */
export function answerClientError(err: Error & { code?: string; rawPacket?: Buffer }, socket: Duplex, log: (line: Record<string, unknown>) => void): void {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body: ErrorBody = { success: false, message: STATUS_CODES[status] ?? 'Bad Request', status, eventId: randomUUID() };
  // An answer to HEAD has no body, and a client would read ours as garbage after it.
  const text = err.rawPacket?.toString('latin1', 0, 5) === 'HEAD ' ? '' : JSON.stringify(body);
  log({ level: 'info', eventId: body.eventId, status, msg: 'request refused by the HTTP parser', code: err.code });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${text}`,
  );
  discardThenClose(socket);
}
