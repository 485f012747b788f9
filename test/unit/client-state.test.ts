import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ApiError, toErrorEntry } from '../../src/client/api/errors.js';
import { errorsReducer } from '../../src/client/state/errors.js';
import { UNINITIALIZED } from '../../src/client/api/cache.js';
import { authReducer, sessionOf } from '../../src/client/state/session.js';
import type { Me } from '../../src/shared/api-types.js';

const call = { method: 'GET', url: '/api/stores', endpoint: '/stores' };
const me: Me = {
  accountId: 'a1',
  userId: 'u1',
  role: 'ADMIN',
  name: 'Ada',
  email: 'ada@example.com',
  onboardingStep: 'COMPLETED',
  billingStatus: 'active',
  timeZone: 'UTC',
  notifications: 'all',
  pendingEmail: null,
  owner: true,
  emailVerified: true,
  verificationMailFile: null,
  billing: { plan: 'PRO', sessionCount: 3, sessionLimit: 200000, yearMonth: '2026-11', provider: 'local' },
};

test('error entry: the server message, status and event id win', () => {
  const err = new ApiError(404, 'Not Found', call, { message: 'Store not found', status: 404, eventId: 'ev1' });
  assert.equal(toErrorEntry(err), { message: 'Store not found', status: 404, eventId: 'ev1', ...call });
});

test('error entry: without a server body, the error message and the HTTP or fetch status', () => {
  assert.equal(toErrorEntry(new ApiError('TIMEOUT_ERROR', 'too slow', call)), { message: 'too slow', status: 'TIMEOUT_ERROR', ...call });
  assert.equal(toErrorEntry(new ApiError(502, 'Bad Gateway', call)).status, 502);
});

test('error entry: anything else is "Unknown error", status 500, method THUNK', () => {
  assert.equal(toErrorEntry({}), { message: 'Unknown error', status: 500, method: 'THUNK', url: '', endpoint: '' });
  assert.is(toErrorEntry(new Error('context down')).message, 'context down');
});

test('errors reducer keeps the newest 50', () => {
  let state: ReturnType<typeof errorsReducer> = [];
  for (let i = 0; i < 60; i++) state = errorsReducer(state, { type: 'added', entry: { ...toErrorEntry({}), message: `e${i}` } });
  assert.is(state.length, 50);
  assert.is(state[49]!.message, 'e59');
});

test('session: a stored token starts loading; the account data fills role, billing and the rest', () => {
  assert.is(sessionOf(null, false, UNINITIALIZED).loading, false);
  const start = sessionOf('tok', false, UNINITIALIZED);
  assert.is(start.loading, true);
  const loaded = sessionOf('tok', false, { status: 'fulfilled', data: me, isFetching: false });
  assert.is(loaded.loading, false);
  assert.is(loaded.role, 'ADMIN');
  assert.is(loaded.onboardingStep, 'COMPLETED');
  assert.equal(loaded.billing, me.billing);
  assert.is(loaded.accountId, 'a1');
});

test('session: logout clears token, user id, account id and error', () => {
  // A refetch failed after the account had loaded: the cache keeps the data and the failure.
  const failed = sessionOf('tok', false, { status: 'rejected', data: me, error: new ApiError(500, 'boom', call), isFetching: false });
  assert.is(failed.error, 'boom');
  // Logout drops the token and clears the cache, so the account query is skipped.
  const auth = authReducer({ token: 'tok', ended: false }, { type: 'signedOut', ended: false });
  assert.equal(auth, { token: null, ended: false });
  const out = sessionOf(auth.token, auth.ended, UNINITIALIZED);
  assert.equal([out.token, out.userId, out.accountId, out.error, out.loading], [null, null, null, null, false]);
});

test('session: a token refused by the server, or dropped by another tab, ends the session; a sign-in keeps whether it had ended', () => {
  assert.equal(authReducer({ token: 'tok', ended: false }, { type: 'signedOut', ended: true }), { token: null, ended: true });
  assert.equal(authReducer({ token: null, ended: true }, { type: 'signedIn', token: 'new' }), { token: 'new', ended: true });
  assert.is(sessionOf('new', true, UNINITIALIZED).loading, true);
});

test.run();
