import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { completedAdmin } from '../helpers/billing.js';
import { sessionsOf } from '../helpers/process-account.js';
import { removeDataDir, startProcessServer, type ProcessServer } from '../helpers/process-server.js';
import { call, register } from '../helpers/server.js';

// Runs only in the postgres suite: two server processes sharing the PostgreSQL of TEST_DATABASE_URL
// allow together exactly what one allows, and a restart forgets nothing.
const databaseUrl = process.env.TEST_DATABASE_URL;
let servers: ProcessServer[] = [];

test.before(async () => {
  assert.ok(databaseUrl, 'TEST_DATABASE_URL names the database');
  servers = [await startProcessServer({ env: { DATABASE_URL: databaseUrl! } }), await startProcessServer({ env: { DATABASE_URL: databaseUrl! } })];
});
test.after(async () => {
  for (const s of servers) {
    await s.stop();
    removeDataDir(s.dataDir);
  }
});

test('failed sign-ins for one account from one address: ten in all across both processes, then 429 from either', async () => {
  const [a, b] = servers as [ProcessServer, ProcessServer];
  const user = await register(a.url);
  const login = (s: ProcessServer, password: string) => call(s.url, 'POST', '/api/auth/login', { body: { email: user.email, password } });
  for (let i = 0; i < 10; i++) assert.is((await login(i % 2 ? b : a, 'Wr0ng!Password')).status, 401, `failure ${i + 1}`);
  assert.is((await login(a, user.password)).status, 429);
  assert.is((await login(b, user.password)).status, 429);
  // A restarted process remembers them too.
  await b.stop();
  const restarted = await startProcessServer({ dataDir: b.dataDir, port: b.port, env: { DATABASE_URL: databaseUrl! } });
  servers[1] = restarted;
  assert.is((await login(restarted, user.password)).status, 429);
});

test('the hourly allowance of sessions per store and address holds across both processes: 120 counted of 130', async () => {
  const [a, b] = servers as [ProcessServer, ProcessServer];
  const admin = await completedAdmin(a.url);
  const start = (s: ProcessServer) =>
    fetch(`${s.url}/api/collect`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: `https://${admin.store.domain}` },
      body: JSON.stringify({ s: admin.store.storeId, e: 'start', v: crypto.randomUUID() }),
    });
  const answers = await Promise.all(Array.from({ length: 130 }, (_, i) => start(i % 2 ? b : a)));
  assert.equal([...new Set(answers.map((r) => r.status))], [202]);
  assert.is(await sessionsOf(a.url, admin.token, admin.store.storeId), 120);
});

test.run();
