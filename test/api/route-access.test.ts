// Who may call each route is declared with it, and the declaration is what the server enforces: every
// route not declared public answers 401 without a session and, when declared for admins, 403 to a
// STANDARD member, before it reads a body or looks anything up. A session whose address is not
// confirmed yet can only wait for that.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Access } from '../../src/server/routes/route.js';
import { completedAdmin } from '../helpers/billing.js';
import { call, registerUnverified, startServer, type TestServer } from '../helpers/server.js';
import { joinedMember } from '../helpers/team.js';

/** The contract a client and a reviewer rely on: each route and who may call it. */
const ACCESS: Record<string, Access> = {
  'POST /api/auth/register': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/logout': 'user',
  'GET /api/auth/me': 'user',
  'POST /api/auth/request-password-reset': 'public',
  'POST /api/auth/set-password': 'public',
  'POST /api/auth/verify-email': 'public',
  'POST /api/auth/resend-verification': 'user',
  'GET /api/auth/2fa': 'user',
  'POST /api/auth/2fa/setup': 'user',
  'POST /api/auth/2fa/enable': 'user',
  'POST /api/auth/2fa/disable': 'user',
  'POST /api/auth/2fa/verify': 'public',
  'GET /api/auth/sessions': 'user',
  'POST /api/auth/sessions/end-others': 'user',
  'DELETE /api/auth/sessions/:id': 'user',
  'GET /api/audit': 'admin',
  'GET /api/stores': 'admin',
  'POST /api/stores': 'admin',
  'PATCH /api/stores/:storeId': 'admin',
  'GET /api/stores/:storeId/install': 'admin',
  'POST /api/checkout': 'admin',
  'POST /api/checkout/upgrade': 'admin',
  'POST /api/billing/portal': 'admin',
  'POST /api/billing/unsubscribe': 'admin',
  'POST /api/billing/webhook': 'public',
  'GET /api/sub-user': 'admin',
  'POST /api/sub-user/two-factor/reset/:userId': 'admin',
  'POST /api/account/owner': 'admin',
  'POST /api/sub-user/invite': 'admin',
  'DELETE /api/sub-user/delete/:userId': 'admin',
  'POST /api/sub-user/invite/resend/:userId': 'admin',
  'GET /api/whitelist': 'user',
  'POST /api/whitelist': 'user',
  'POST /api/whitelist/me': 'user',
  'PATCH /api/whitelist/:ipId': 'user',
  'DELETE /api/whitelist/:ipId': 'user',
  'POST /api/collect': 'public',
  'OPTIONS /api/collect': 'public',
  'PUT /api/settings': 'user',
  'GET /account/confirm-email/:token': 'public',
  'POST /account/confirm-email/:token': 'public',
  'GET /api/analytics': 'admin',
  'GET /api/analytics/stores/:storeId': 'admin',
  'GET /api/analytics/csv': 'admin',
  'GET /pages.css': 'public',
  'GET /billing/checkout/:id': 'public',
  'POST /billing/checkout/:id/complete': 'public',
  'GET /billing/portal/:token': 'public',
  'POST /billing/portal/:token/fail-payment': 'public',
  'POST /billing/portal/:token/pay': 'public',
};

/** What a session may do before its address is confirmed: nothing but wait for that. */
const WHILE_UNCONFIRMED = ['POST /api/auth/logout', 'GET /api/auth/me', 'POST /api/auth/resend-verification'];

const keyOf = (r: { method: string; path: string }) => `${r.method} ${r.path}`;
/** A path of the route with every param filled by an id of nothing. */
const pathOf = (path: string) => path.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');
/** A body a handler would refuse, where the method may carry one. */
const junkFor = (method: string) => (method === 'GET' || method === 'HEAD' ? undefined : { junk: true });

let s: TestServer;
let stripe: TestServer;
test.before(async () => {
  s = await startServer();
  stripe = await startServer({ env: { BILLING_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_access', STRIPE_WEBHOOK_SECRET: 'whsec_access', STRIPE_API_BASE: 'http://127.0.0.1:9' } });
});
test.after(async () => {
  await s?.close();
  await stripe?.close();
});

test('every route is declared with the access the contract gives it, and the contract names no route the server lacks', () => {
  const declared = Object.fromEntries([...s.routes, ...stripe.routes].map((r) => [keyOf(r), r.access]));
  assert.equal(declared, ACCESS);
});

test('every route not declared public answers 401 without a session, whatever the body', async () => {
  for (const server of [s, stripe]) {
    for (const r of server.routes.filter((r) => r.access !== 'public')) {
      for (const token of [undefined, 'not-a-session-token-at-all-000000']) {
        const reply = await call(server.url, r.method, pathOf(r.path), { token, body: junkFor(r.method) });
        assert.is(reply.status, 401, `${keyOf(r)} with ${token ? 'a made-up token' : 'no token'}`);
        assert.is(reply.body.success, false);
      }
    }
  }
});

test('every route declared for admins answers 403 to a STANDARD member; routes for any user let the member through', async () => {
  const admin = await completedAdmin(s.url);
  const member = await joinedMember(s.url, s, admin.token, 'STANDARD');
  for (const r of s.routes.filter((r) => r.access === 'admin')) {
    const reply = await call(s.url, r.method, pathOf(r.path), { token: member.token, body: junkFor(r.method) });
    assert.is(reply.status, 403, keyOf(r));
    assert.is(reply.body.message, 'Only account admins can do this', keyOf(r));
  }
  // Read-only routes for any user: the member's session is kept for the checks above.
  for (const r of s.routes.filter((r) => r.access === 'user' && r.method === 'GET')) {
    const reply = await call(s.url, r.method, pathOf(r.path), { token: member.token });
    assert.is(reply.status, 200, keyOf(r));
  }
});

test('a session whose address is not confirmed yet answers 403 on every signed-in route but those that wait for it', async () => {
  assert.equal(s.routes.filter((r) => r.unverified).map(keyOf), WHILE_UNCONFIRMED);
  const newcomer = await registerUnverified(s.url);
  for (const r of s.routes.filter((r) => r.access !== 'public' && !r.unverified)) {
    const reply = await call(s.url, r.method, pathOf(r.path), { token: newcomer.token, body: junkFor(r.method) });
    assert.is(reply.status, 403, keyOf(r));
    assert.is(reply.body.message, 'Please confirm your email address first: open the link we mailed you.', keyOf(r));
  }
  assert.is((await call(s.url, 'GET', '/api/auth/me', { token: newcomer.token })).status, 200);
});

test.run();
