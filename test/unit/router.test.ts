// src/server/http/router.ts: path params, their decoding, and the allowed methods for a 405.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Router, type Handler } from '../../src/server/http/router.js';

const h = (name: string): Handler => () => ({ body: name });
const router = new Router().add(
  { method: 'GET', path: '/api/stores', handler: h('list') },
  { method: 'POST', path: '/api/stores', handler: h('create') },
  { method: 'PATCH', path: '/api/stores/:storeId', handler: h('patch') },
  { method: 'DELETE', path: '/api/stores/:storeId', handler: h('delete') },
  { method: 'GET', path: '/api/stores/new', handler: h('static-segment') },
  { method: 'POST', path: '/api/sub-user/invite/resend/:userId', handler: h('resend') },
  { method: 'PATCH', path: '/api/a/:x/b/:y', handler: h('two') },
  { method: 'GET', path: '/billing/portal/:token', handler: h('portal'), secretParams: ['token'] },
);

const name = (m: ReturnType<Router['match']>) => (m && 'handler' in m ? (m.handler({} as never) as { body: string }).body : undefined);

test('a static path matches its method', () => {
  const m = router.match('GET', '/api/stores');
  assert.ok(m && 'handler' in m);
  assert.is(name(m), 'list');
  assert.equal((m as { params: object }).params, {});
  assert.is(name(router.match('POST', '/api/stores')), 'create');
});

test('a static path written with extra slashes is the same path', () => {
  assert.is(name(router.match('GET', '/api/stores/')), 'list');
  assert.is(name(router.match('POST', '//api//stores')), 'create');
  assert.equal(router.match('PUT', '/api/stores/'), { allowed: ['GET', 'POST'] });
});

test('params are named and captured', () => {
  const m = router.match('PATCH', '/api/stores/abc-123');
  assert.is(name(m), 'patch');
  assert.equal((m as { params: object }).params, { storeId: 'abc-123' });
  assert.equal((router.match('PATCH', '/api/a/1/b/2') as { params: object }).params, { x: '1', y: '2' });
  assert.equal((router.match('POST', '/api/sub-user/invite/resend/u1') as { params: object }).params, { userId: 'u1' });
});

test('params are percent-decoded, an encoded slash stays inside the param', () => {
  assert.equal((router.match('DELETE', '/api/stores/a%20b') as { params: object }).params, { storeId: 'a b' });
  assert.equal((router.match('DELETE', '/api/stores/a%2Fb') as { params: object }).params, { storeId: 'a/b' });
  assert.equal((router.match('DELETE', '/api/stores/%C3%A9t%C3%A9') as { params: object }).params, { storeId: 'été' });
});

test('a malformed percent escape matches nothing instead of throwing', () => {
  assert.is(router.match('DELETE', '/api/stores/%E0%A4%A'), null);
  assert.is(router.match('DELETE', '/api/stores/%zz'), null);
});

test('the wrong method answers the allowed methods of that path', () => {
  assert.equal(router.match('PUT', '/api/stores'), { allowed: ['GET', 'POST'] });
  assert.equal(router.match('GET', '/api/stores/abc'), { allowed: ['PATCH', 'DELETE'] });
  assert.equal(router.match('GET', '/api/a/1/b/2'), { allowed: ['PATCH'] });
});

test('a static segment and a param can share a path shape; each method finds its own', () => {
  assert.is(name(router.match('GET', '/api/stores/new')), 'static-segment');
  const patch = router.match('PATCH', '/api/stores/new');
  assert.is(name(patch), 'patch');
  assert.equal((patch as { params: object }).params, { storeId: 'new' });
  assert.equal(router.match('POST', '/api/stores/new'), { allowed: ['PATCH', 'DELETE', 'GET'] });
});

test('unknown paths and different segment counts answer null', () => {
  assert.is(router.match('GET', '/api/nope'), null);
  assert.is(router.match('GET', '/api'), null);
  assert.is(router.match('PATCH', '/api/stores/a/b'), null);
  assert.is(router.match('PATCH', '/api/a/1/b'), null);
  assert.is(router.match('GET', '/API/stores'), null, 'paths are case-sensitive');
});

test('a param that decodes to NUL names nothing (PostgreSQL refuses NUL in text)', () => {
  assert.is(router.match('PATCH', '/api/stores/%00'), null);
  assert.is(router.match('PATCH', '/api/stores/abc%00def'), null);
});

test('a trailing or doubled slash does not change the match', () => {
  assert.is(name(router.match('GET', '/api/stores/')), 'list');
  assert.is(name(router.match('GET', '//api//stores')), 'list');
});

test('add is chainable and keeps earlier routes first', () => {
  const r = new Router().add({ method: 'GET', path: '/x/:id', handler: h('param') }).add({ method: 'GET', path: '/x/fixed', handler: h('fixed') });
  assert.is(name(r.match('GET', '/x/fixed')), 'param');
});

test('a secret param is hidden from the logged path, also when only the method is wrong; other paths log as they are', () => {
  const m = router.match('GET', '/billing/portal/s3cr3t-T0ken');
  assert.is(name(m), 'portal');
  assert.equal((m as { params: object }).params, { token: 's3cr3t-T0ken' });
  assert.is(m!.loggedPath, '/billing/portal/:token');
  assert.equal(router.match('POST', '/billing/portal/s3cr3t-T0ken'), { allowed: ['GET'], loggedPath: '/billing/portal/:token' });
  assert.is(router.match('PATCH', '/api/stores/abc')!.loggedPath, undefined);
});

test.run();
