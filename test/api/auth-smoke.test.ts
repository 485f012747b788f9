import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { call, register, startServer, type TestServer } from '../helpers/server.js';

let s: TestServer;
test.before(async () => {
  s = await startServer();
});
test.after(() => s.close());

test('register then me answers the new ADMIN at CHOOSE_PLAN', async () => {
  const user = await register(s.url);
  const me = await call(s.url, 'GET', '/api/auth/me', { token: user.token });
  assert.is(me.status, 200);
  assert.is(me.body.role, 'ADMIN');
  assert.is(me.body.onboardingStep, 'CHOOSE_PLAN');
  assert.is(me.body.billing, null);
});

test.run();
