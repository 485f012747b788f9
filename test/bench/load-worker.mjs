// One thread of the fallback load generator: `sockets` raw keep-alive connections, each sending a
// session start, reading the answer's head (and body, by its length), then sending the next.
import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';

const { host, port, storeId, origin, seconds, sockets, addresses } = workerData;
const stopAt = performance.now() + seconds * 1000;
const latencies = [];
let answered = 0;
let refused = 0;

function requestBytes() {
  const body = `{"s":"${storeId}","e":"start","v":"${randomUUID()}"}`;
  // From one of `addresses` senders, when given (a server that trusts X-Forwarded-For).
  const n = Math.floor(Math.random() * addresses);
  const from = addresses ? `X-Forwarded-For: 10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}\r\n` : '';
  return `POST /api/collect HTTP/1.1\r\nHost: ${host}:${port}\r\nContent-Type: text/plain\r\nOrigin: ${origin}\r\n${from}Content-Length: ${body.length}\r\n\r\n${body}`;
}

function client() {
  return new Promise((resolve) => {
    const socket = connect({ host, port, noDelay: true });
    let buffer = '';
    let sentAt = 0;
    const send = () => {
      if (performance.now() >= stopAt) return socket.end(resolve);
      sentAt = performance.now();
      socket.write(requestBytes());
    };
    socket.setEncoding('latin1');
    socket.on('connect', send);
    socket.on('error', () => resolve());
    socket.on('data', (chunk) => {
      buffer += chunk;
      for (;;) {
        const headEnd = buffer.indexOf('\r\n\r\n');
        if (headEnd < 0) return;
        const length = Number(/\r\ncontent-length: *(\d+)/i.exec(buffer.slice(0, headEnd))?.[1] ?? 0);
        if (buffer.length < headEnd + 4 + length) return;
        const status = Number(buffer.slice(9, 12));
        buffer = buffer.slice(headEnd + 4 + length);
        latencies.push(performance.now() - sentAt);
        if (status === 202) answered++;
        else refused++;
        send();
      }
    });
  });
}

await Promise.all(Array.from({ length: sockets }, client));
parentPort.postMessage({ answered, refused, latencies: Float64Array.from(latencies) });
