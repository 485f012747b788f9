// A body over the limit gets a 413 with the error body that the client can read, however it sends:
// with Content-Length or chunked, reading as it sends or only once it has sent everything. The
// server stops keeping the body, answers, reads and discards the rest for a bounded while, then closes.
import { connect } from 'node:net';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { LINGER_BYTES } from '../../src/server/http/linger.js';
import { assertErrorBody, assertNo5xx } from '../helpers/errors.js';
import { startServer, type Reply, type TestServer } from '../helpers/server.js';

let s: TestServer;
test.before(async () => {
  s = await startServer();
});
test.after(() => s.close());

const TWO_MB = 2 * 1024 * 1024;
const PIECE = Buffer.alloc(16 * 1024, 'x');

interface Exchange {
  reply: Reply | undefined;
  /** Body bytes the client had written when it stopped. */
  sent: number;
  /** The server ended the connection (rather than the client giving up). */
  closedByServer: boolean;
}

/** Parses one HTTP/1.1 answer with a Content-Length body, as read off the socket. */
function parseAnswer(raw: Buffer): Reply | undefined {
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) return undefined;
  const [statusLine, ...lines] = raw.subarray(0, end).toString('latin1').split('\r\n');
  const headers = new Headers(lines.map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim()] as [string, string]));
  const text = raw.subarray(end + 4, end + 4 + Number(headers.get('content-length'))).toString('utf8');
  return { status: Number(statusLine!.split(' ')[1]), headers, body: JSON.parse(text) };
}

/**
 * A POST to /api/auth/login over a plain socket. `total` body bytes (Infinity: until the server
 * stops it), each piece written once the last has drained. A client that reads only after sending
 * does not look at the socket until it is done.
 */
function postRaw(total: number, options: { chunked: boolean; readWhileSending: boolean }): Promise<Exchange> {
  const port = Number(new URL(s.url).port);
  return new Promise((resolve) => {
    // Half-open allowed: the client goes on sending after the server has half-closed, as it may.
    const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    const received: Buffer[] = [];
    let sent = 0;
    let closedByServer = false;
    if (!options.readWhileSending) socket.pause();
    socket.on('data', (d: Buffer) => received.push(d));
    socket.on('end', () => (closedByServer = true));
    socket.on('error', () => {});
    socket.on('close', () => resolve({ reply: parseAnswer(Buffer.concat(received)), sent, closedByServer }));
    socket.on('connect', async () => {
      const framing = options.chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${total}`;
      socket.write(`POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n${framing}\r\n\r\n`);
      while (sent < total && socket.writable) {
        const data = options.chunked ? Buffer.concat([Buffer.from(`${PIECE.length.toString(16)}\r\n`), PIECE, Buffer.from('\r\n')]) : PIECE;
        await new Promise<void>((done) => {
          if (socket.write(data)) return setImmediate(done);
          socket.once('drain', done);
          socket.once('close', done);
        });
        sent += PIECE.length;
      }
      if (options.chunked && socket.writable) socket.write('0\r\n\r\n');
      // Done sending: now read the answer, and hang up once the server has.
      socket.resume();
      if (closedByServer) socket.end();
      else socket.once('end', () => socket.end());
    });
  });
}

test('a client that sends all 2 MB before reading still reads the 413 and its error body, then the server closes', async () => {
  for (const chunked of [false, true]) {
    const { reply, sent, closedByServer } = await postRaw(TWO_MB, { chunked, readWhileSending: false });
    assert.ok(reply, `chunked ${chunked}: an answer was read`);
    assert.is(sent, TWO_MB, 'the whole body went out, none of it refused by a reset');
    await assertErrorBody(s, reply!, 413, 'Request body too large');
    assert.is(reply!.headers.get('connection'), 'close');
    assert.ok(closedByServer, 'the server ended the connection');
  }
});

test('fetch of 2 MB, with Content-Length or streamed, reads the 413 error body', async () => {
  const body = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(TWO_MB) });
  const sized = await fetch(s.url + '/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  await assertErrorBody(s, { status: sized.status, headers: sized.headers, body: await sized.json() }, 413);

  const stream = new ReadableStream({
    start(c) {
      for (let i = 0; i < TWO_MB / PIECE.length; i++) c.enqueue(new Uint8Array(PIECE));
      c.close();
    },
  });
  const streamed = await fetch(s.url + '/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: stream, duplex: 'half' } as RequestInit);
  await assertErrorBody(s, { status: streamed.status, headers: streamed.headers, body: await streamed.json() }, 413);
});

test('a body that never ends is answered 413, then cut off after a bounded amount', async () => {
  for (const chunked of [false, true]) {
    const { reply, sent, closedByServer } = await postRaw(chunked ? Infinity : 1024 ** 4, { chunked, readWhileSending: true });
    assert.ok(reply, `chunked ${chunked}: an answer was read`);
    await assertErrorBody(s, reply!, 413);
    assert.ok(closedByServer, 'the server ended the connection');
    // What the server discards plus what the two sockets' buffers hold: far below what was offered.
    assert.ok(sent < LINGER_BYTES + 64 * 1024 * 1024, `sent ${sent} bytes`);
  }
});

test('no answer was a 5xx', () => assertNo5xx(s));

test.run();
