import * as assert from 'uvu/assert';
import type { Reply, TestServer } from './server.js';

/** The log line the server wrote for the request with this eventId (written as the answer finishes). */
export async function logLineFor(s: TestServer, eventId: string, timeoutMs = 2000): Promise<Record<string, unknown>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const line = s.logs.find((l) => l.eventId === eventId);
    if (line) return line;
    if (Date.now() > until) throw new Error(`no log line with eventId ${eventId}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/**
 * Every non-2xx answer is {success:false, message, status, eventId, fieldErrors?}, JSON,
 * and its eventId is in the server's log line for that request, which records the same status.
 */
export async function assertErrorBody(s: TestServer, reply: Reply, status: number, message?: string): Promise<void> {
  assert.is(reply.status, status, `status, body: ${JSON.stringify(reply.body)}`);
  assert.ok(reply.headers.get('content-type')?.startsWith('application/json'), `content-type ${reply.headers.get('content-type')}`);
  const body = reply.body;
  assert.type(body, 'object', `body is JSON: ${String(body)}`);
  const allowed = ['success', 'message', 'status', 'eventId', 'fieldErrors'];
  for (const key of Object.keys(body)) assert.ok(allowed.includes(key), `unexpected key ${key} in error body`);
  assert.is(body.success, false);
  assert.is(body.status, status);
  assert.type(body.message, 'string');
  assert.ok(body.message.length > 0, 'message is not empty');
  if (message !== undefined) assert.is(body.message, message);
  assert.type(body.eventId, 'string');
  assert.ok(/^[A-Za-z0-9_-]{8,}$/.test(body.eventId), `eventId ${body.eventId}`);
  if ('fieldErrors' in body) {
    assert.type(body.fieldErrors, 'object');
    for (const v of Object.values(body.fieldErrors)) assert.type(v, 'string');
  }
  const line = await logLineFor(s, body.eventId);
  assert.is(line.status, status, 'the log line records the same status');
  assert.is(line.level, status >= 500 ? 'error' : 'info');
}

/** A 400 whose fieldErrors are exactly these. */
export async function assertFieldErrors(s: TestServer, reply: Reply, fieldErrors: Record<string, string>): Promise<void> {
  await assertErrorBody(s, reply, 400);
  assert.equal(reply.body.fieldErrors, fieldErrors);
}

/** No answer of this server so far was a 5xx. */
export function assertNo5xx(s: TestServer): void {
  const bad = s.logs.filter((l) => typeof l.status === 'number' && l.status >= 500);
  assert.equal(bad, [], `5xx answers: ${JSON.stringify(bad)}`);
  const errors = s.logs.filter((l) => l.level === 'error');
  assert.equal(errors, [], `error log lines: ${JSON.stringify(errors)}`);
}
