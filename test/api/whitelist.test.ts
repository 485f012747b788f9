import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { call, register, startServer, type TestServer } from '../helpers/server.js';
import { joinedMember, userIdOf } from '../helpers/team.js';

let s: TestServer;
test.before(async () => {
  s = await startServer();
});
test.after(() => s.close());

const ips = async (token: string) => (await call(s.url, 'GET', '/api/whitelist', { token })).body.ips as any[];

test('add, list with the adder, edit and delete an address', async () => {
  const a = await register(s.url, { name: 'Ann' });
  // The test's requests come from loopback: the caller's own address, not yet whitelisted.
  assert.equal((await call(s.url, 'GET', '/api/whitelist', { token: a.token })).body, {
    success: true,
    ips: [],
    currentAddress: '127.0.0.1',
    currentAddressWhitelisted: false,
  });
  const r = await call(s.url, 'POST', '/api/whitelist', { token: a.token, body: { ipAddress: '203.0.113.7', tag: 'Office' } });
  assert.is(r.status, 201);
  let [ip] = await ips(a.token);
  assert.is(ip.ipAddress, '203.0.113.7');
  assert.is(ip.tag, 'Office');
  assert.is(ip.addedBy, 'Ann');
  assert.is(ip.userId, await userIdOf(s.url, a.token));
  assert.is((await call(s.url, 'PATCH', `/api/whitelist/${ip.ipId}`, { token: a.token, body: { ipAddress: '203.0.113.8', tag: '' } })).status, 200);
  [ip] = await ips(a.token);
  assert.equal([ip.ipAddress, ip.tag], ['203.0.113.8', null]);
  assert.is((await call(s.url, 'DELETE', `/api/whitelist/${ip.ipId}`, { token: a.token })).status, 200);
  assert.equal(await ips(a.token), []);
});

const TOO_WIDE = 'Ranges can be at most /24 for IPv4 or /48 for IPv6';

test('validation: required, an address or a range no wider than /24 or /48 on add; a duplicate is 409', async () => {
  const a = await register(s.url);
  for (const [ipAddress, message] of [
    ['', 'IP address is required'],
    ['1.2.3', 'Invalid IP address format'],
    ['256.1.1.1', 'Invalid IP address format'],
    ['1.2.3.4.5', 'Invalid IP address format'],
    ['a.b.c.d', 'Invalid IP address format'],
    ['1.2.3.4/33', 'Invalid IP address format'],
    ['1.2.3.4/', 'Invalid IP address format'],
    ['2001:db8::/129', 'Invalid IP address format'],
    ['fe80::1%eth0', 'Invalid IP address format'],
    ['10.0.0.0/23', TOO_WIDE],
    ['0.0.0.0/0', TOO_WIDE],
    ['2001:db8::/47', TOO_WIDE],
    ['::/0', TOO_WIDE],
    ['::ffff:10.0.0.0/112', TOO_WIDE],
  ]) {
    const r = await call(s.url, 'POST', '/api/whitelist', { token: a.token, body: { ipAddress, tag: '' } });
    assert.is(r.status, 400, ipAddress);
    assert.is(r.body.fieldErrors.ipAddress, message);
  }
  assert.is((await call(s.url, 'POST', '/api/whitelist', { token: a.token, body: { ipAddress: '10.0.0.1' } })).status, 201);
  const dup = await call(s.url, 'POST', '/api/whitelist', { token: a.token, body: { ipAddress: '10.0.0.1', tag: 'again' } });
  assert.is(dup.status, 409);
  assert.is((await ips(a.token)).length, 1);
});

test('IPv4, IPv6 and CIDR ranges are kept in one canonical form, host bits cleared', async () => {
  const a = await register(s.url);
  const written = ['203.0.113.9', ' 2001:DB8:0:0:0:0:0:1 ', '198.51.100.77/24', '2001:db8:aa:bb::5/48', '2001:db8:1::/64', '::ffff:192.0.2.0/120', '192.0.2.200/32'];
  for (const ipAddress of written) assert.is((await call(s.url, 'POST', '/api/whitelist', { token: a.token, body: { ipAddress } })).status, 201, ipAddress);
  assert.equal((await ips(a.token)).map((i) => i.ipAddress).sort(), [
    '192.0.2.0/24',
    '192.0.2.200',
    '198.51.100.0/24',
    '2001:db8:1::/64',
    '2001:db8::1',
    '2001:db8:aa::/48',
    '203.0.113.9',
  ].sort());
  // The same network however written is the same entry.
  const dup = await call(s.url, 'POST', '/api/whitelist', { token: a.token, body: { ipAddress: '198.51.100.1/24' } });
  assert.is(dup.status, 409);
});

test("GET answers the caller's address and whether an entry, exact or a range, covers it", async () => {
  const a = await register(s.url);
  const covered = async () => (await call(s.url, 'GET', '/api/whitelist', { token: a.token })).body.currentAddressWhitelisted as boolean;
  await call(s.url, 'POST', '/api/whitelist', { token: a.token, body: { ipAddress: '127.0.1.0/24' } });
  assert.is(await covered(), false, 'a neighbouring network');
  await call(s.url, 'POST', '/api/whitelist', { token: a.token, body: { ipAddress: '127.0.0.0/24' } });
  assert.is(await covered(), true, 'inside a range');
  const other = await register(s.url);
  assert.is((await call(s.url, 'GET', '/api/whitelist', { token: other.token })).body.currentAddressWhitelisted, false, "another account's entries do not count");
});

test('edit: a blank, malformed or too wide address is 400 and nothing changes', async () => {
  const a = await register(s.url);
  await call(s.url, 'POST', '/api/whitelist', { token: a.token, body: { ipAddress: '10.0.0.2', tag: 'x' } });
  const [ip] = await ips(a.token);
  for (const ipAddress of ['', '   ', 'nope']) {
    assert.is((await call(s.url, 'PATCH', `/api/whitelist/${ip.ipId}`, { token: a.token, body: { ipAddress, tag: 'y' } })).status, 400);
  }
  const wide = await call(s.url, 'PATCH', `/api/whitelist/${ip.ipId}`, { token: a.token, body: { ipAddress: '10.0.0.0/16', tag: 'y' } });
  assert.is(wide.status, 400);
  assert.is(wide.body.fieldErrors.ipAddress, TOO_WIDE);
  assert.equal((await ips(a.token)).map((i) => [i.ipAddress, i.tag]), [['10.0.0.2', 'x']]);
});

test('edit: an address is kept in one form however it is typed, so the same address twice is 409', async () => {
  const a = await register(s.url);
  for (const ipAddress of ['10.0.0.3', '10.0.0.4', '10.0.0.5']) await call(s.url, 'POST', '/api/whitelist', { token: a.token, body: { ipAddress } });
  const [first, second, third] = (await ips(a.token)).sort((x, y) => x.ipAddress.localeCompare(y.ipAddress));
  const edit = (id: string, ipAddress: string) => call(s.url, 'PATCH', `/api/whitelist/${id}`, { token: a.token, body: { ipAddress, tag: '' } });
  assert.is((await edit(first.ipId, '2001:DB8:0:0:0:0:0:1')).status, 200);
  assert.is((await edit(second.ipId, '0:0:0:0:0:ffff:0102:0304')).status, 200);
  assert.equal((await ips(a.token)).map((i) => i.ipAddress).sort(), ['1.2.3.4', '10.0.0.5', '2001:db8::1']);
  for (const same of ['2001:db8::0:1', '::ffff:1.2.3.4', '1.2.3.4']) {
    const dup = await edit(third.ipId, same);
    assert.is(dup.status, 409, same);
    assert.is(dup.body.fieldErrors.ipAddress, 'This IP address is already whitelisted');
  }
  for (const ipAddress of ['fe80::1%eth0', `fe80::1%${'x'.repeat(6000)}`, '1.2.3.04']) {
    const bad = await edit(third.ipId, ipAddress);
    assert.is(bad.status, 400, ipAddress.slice(0, 20));
    assert.is(bad.body.fieldErrors.ipAddress, 'Invalid IP address format');
  }
  assert.equal((await ips(a.token)).map((i) => i.ipAddress).sort(), ['1.2.3.4', '10.0.0.5', '2001:db8::1'], 'nothing changed');
});

test('Sync My IP adds the caller address once and says so', async () => {
  const a = await register(s.url);
  const first = await call(s.url, 'POST', '/api/whitelist/me', { token: a.token });
  assert.is(first.status, 200);
  assert.is(first.body.success, true);
  assert.match(first.body.message, '127.0.0.1');
  const again = await call(s.url, 'POST', '/api/whitelist/me', { token: a.token });
  assert.match(again.body.message, 'already');
  assert.equal((await ips(a.token)).map((i) => i.ipAddress), ['127.0.0.1']);
});

test('Sync My IP adds nothing when a range covers the caller already', async () => {
  const a = await register(s.url);
  await call(s.url, 'POST', '/api/whitelist', { token: a.token, body: { ipAddress: '127.0.0.0/24' } });
  const synced = await call(s.url, 'POST', '/api/whitelist/me', { token: a.token });
  assert.is(synced.body.message, 'Your IP address 127.0.0.1 is already whitelisted');
  assert.equal((await ips(a.token)).map((i) => i.ipAddress), ['127.0.0.0/24']);
});

test('STANDARD members manage addresses too; the list names who added each', async () => {
  const admin = await register(s.url, { name: 'Ada' });
  const member = await joinedMember(s.url, s, admin.token, 'STANDARD');
  assert.is((await call(s.url, 'POST', '/api/whitelist', { token: member.token, body: { ipAddress: '192.0.2.1', tag: 'VPN' } })).status, 201);
  const list = await ips(admin.token);
  assert.is(list[0].addedBy, member.name);
  assert.is((await call(s.url, 'DELETE', `/api/whitelist/${list[0].ipId}`, { token: member.token })).status, 200);
});

test("no token is 401; another account's ids are 404 and its list is never shown", async () => {
  const a = await register(s.url);
  const b = await register(s.url);
  await call(s.url, 'POST', '/api/whitelist', { token: a.token, body: { ipAddress: '198.51.100.1' } });
  const [ip] = await ips(a.token);
  for (const [method, path, body] of [
    ['GET', '/api/whitelist'],
    ['POST', '/api/whitelist', { ipAddress: '1.1.1.1' }],
    ['POST', '/api/whitelist/me'],
    ['PATCH', `/api/whitelist/${ip.ipId}`, { ipAddress: '1.1.1.1' }],
    ['DELETE', `/api/whitelist/${ip.ipId}`],
  ] as [string, string, unknown?][]) {
    assert.is((await call(s.url, method, path, { body })).status, 401, `${method} ${path}`);
  }
  assert.equal(await ips(b.token), []);
  assert.is((await call(s.url, 'PATCH', `/api/whitelist/${ip.ipId}`, { token: b.token, body: { ipAddress: '1.1.1.1' } })).status, 404);
  assert.is((await call(s.url, 'DELETE', `/api/whitelist/${ip.ipId}`, { token: b.token })).status, 404);
  assert.is((await call(s.url, 'DELETE', '/api/whitelist/not-an-id', { token: b.token })).status, 404);
  assert.equal((await ips(a.token)).map((i) => i.ipAddress), ['198.51.100.1']);
  // The same address in another account is its own entry.
  assert.is((await call(s.url, 'POST', '/api/whitelist', { token: b.token, body: { ipAddress: '198.51.100.1' } })).status, 201);
});

test.run();
