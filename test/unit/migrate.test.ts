// src/server/db/migrate.ts on in-memory PGlite: every migration once, recorded, and nothing the second time.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { migrate } from '../../src/server/db/migrate.js';
import { migrations } from '../../src/server/db/migrations/index.js';
import { openPglite } from '../../src/server/db/pglite.js';
import type { Db } from '../../src/server/db/types.js';

let db: Db;
test.before(async () => {
  db = await openPglite(undefined);
});
test.after(() => db.close());

test('the migrations are numbered 1, 2, ... without gaps', () => {
  assert.ok(migrations.length > 0);
  assert.equal(
    migrations.map((m) => m.version),
    migrations.map((_, i) => i + 1),
  );
  for (const m of migrations) {
    assert.ok(m.name.length > 0);
    assert.ok(m.sql.trim().length > 0);
  }
});

test('the first run applies every migration and records it', async () => {
  assert.is(await migrate(db), migrations.length);
  const rows = await db.query<{ version: number; name: string }>('SELECT version, name FROM schema_migrations ORDER BY version');
  assert.equal(
    rows.map((r) => [r.version, r.name]),
    migrations.map((m) => [m.version, m.name]),
  );
  const tables = (await db.query<{ table_name: string }>(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`)).map(
    (r) => r.table_name,
  );
  for (const t of ['accounts', 'users', 'auth_tokens', 'one_time_tokens', 'outbox']) assert.ok(tables.includes(t), `table ${t}`);
});

test('the second run applies nothing and changes nothing', async () => {
  const before = await db.query('SELECT version, name, applied_at FROM schema_migrations ORDER BY version');
  assert.is(await migrate(db), 0);
  assert.equal(await db.query('SELECT version, name, applied_at FROM schema_migrations ORDER BY version'), before);
});

test('data survives a second run', async () => {
  await db.query(`INSERT INTO accounts (id, created_at) VALUES ('00000000-0000-4000-8000-000000000001', now())`);
  assert.is(await migrate(db), 0);
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM accounts');
  assert.is(row!.n, 1);
});

test('the schema keeps its promises: one user per email, tokens only as hashes tied to a user', async () => {
  const account = '00000000-0000-4000-8000-000000000001';
  const insertUser = (id: string, email: string) =>
    db.query(`INSERT INTO users (id, account_id, email, name, role, status, created_at) VALUES ($1, $2, $3, 'N', 'ADMIN', 'USER_SETUP_COMPLETED', now())`, [
      id,
      account,
      email,
    ]);
  await insertUser('00000000-0000-4000-8000-000000000011', 'a@example.com');
  let code: string | undefined;
  try {
    await insertUser('00000000-0000-4000-8000-000000000012', 'a@example.com');
  } catch (err) {
    code = (err as { code?: string }).code;
  }
  assert.is(code, '23505', 'unique violation');
  let refused = false;
  try {
    await db.query(`INSERT INTO users (id, account_id, email, name, role, status, created_at) VALUES ($1, $2, 'b@example.com', 'N', 'OWNER', 'USER_SETUP_COMPLETED', now())`, [
      '00000000-0000-4000-8000-000000000013',
      account,
    ]);
  } catch {
    refused = true;
  }
  assert.ok(refused, 'an unknown role is refused');
});

test('an upgrade cuts the tokens out of the set-password links in mails stored before', async () => {
  const fresh = await openPglite(undefined);
  try {
    // First the schema a server of version 5 left, with a mail it stored whole.
    const later = migrations.splice(migrations.findIndex((m) => m.version === 6));
    try {
      await migrate(fresh);
    } finally {
      migrations.push(...later);
    }
    const text = (token: string) => `Hello,\n\nOpen this link within an hour:\n\nhttp://localhost:3000/ap/set-password?token=${token}\n\nThanks\n`;
    await fresh.query(`INSERT INTO outbox (id, to_address, subject, body, created_at) VALUES ($1, 'a@example.com', 'Reset your password', $2, now())`, [
      '00000000-0000-4000-8000-000000000021',
      text('Zq3_x-Y9aB0cD1eF2gH3iJ4kL5mN6oP7qR8sT9uV0w'),
    ]);
    await migrate(fresh);
    const [row] = await fresh.query<{ body: string }>('SELECT body FROM outbox');
    assert.is(row!.body, text('[redacted]'));
  } finally {
    await fresh.close();
  }
});

test('a migration that fails rolls back entirely and is not recorded', async () => {
  const fresh = await openPglite(undefined);
  try {
    migrations.push({ version: migrations.length + 1, name: 'broken', sql: 'CREATE TABLE half_done (id int);\nSELECT * FROM no_such_table;\n' });
    let failed = false;
    try {
      await migrate(fresh);
    } catch {
      failed = true;
    }
    assert.ok(failed, 'the broken migration throws');
    const tables = await fresh.query(`SELECT 1 FROM information_schema.tables WHERE table_name = 'half_done'`);
    assert.is(tables.length, 0, 'its first statement was rolled back');
    const [row] = await fresh.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations');
    assert.is(row!.n, migrations.length - 1, 'the good ones stay recorded');
  } finally {
    migrations.pop();
    await fresh.close();
  }
});

test('the monthly counts of a database from before daily figures become their months\' first days', async () => {
  const fresh = await openPglite(undefined);
  const later = migrations.splice(migrations.findIndex((m) => m.name === 'session_days'));
  try {
    await migrate(fresh);
    await fresh.query(`INSERT INTO accounts (id, created_at) VALUES ('00000000-0000-4000-8000-000000000002', now())`);
    await fresh.query(
      `INSERT INTO stores (id, account_id, client_id, domain, platform, countries, created_at)
       VALUES ('00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000002', 'c1', 'shop.example.com', 'custom', '{US}', now())`,
    );
    await fresh.query(`INSERT INTO session_counts (store_id, year_month, count, rejected) VALUES ('00000000-0000-4000-8000-000000000003', '2026-10', 1234, 5)`);
    migrations.push(...later);
    assert.is(await migrate(fresh), later.length);
    const days = await fresh.query<{ day: string; count: number; rejected: number }>(`SELECT to_char(day, 'YYYY-MM-DD') AS day, count, rejected FROM session_days`);
    assert.equal(days, [{ day: '2026-10-01', count: 1234, rejected: 5 }]);
    assert.is((await fresh.query(`SELECT 1 FROM information_schema.tables WHERE table_name = 'session_counts'`)).length, 0);
  } finally {
    if (!migrations.includes(later[0]!)) migrations.push(...later);
    await fresh.close();
  }
});

test('whitelisted addresses kept as text become inets that read back as they were written', async () => {
  const fresh = await openPglite(undefined);
  const later = migrations.splice(migrations.findIndex((m) => m.name === 'whitelist_ranges'));
  try {
    await migrate(fresh);
    await fresh.query(`INSERT INTO accounts (id, created_at) VALUES ('00000000-0000-4000-8000-000000000004', now())`);
    const kept = ['203.0.113.7', '2001:db8::1', '::1'];
    for (const [i, address] of kept.entries()) {
      await fresh.query(`INSERT INTO whitelist_ips (id, account_id, ip_address, added_by_name, created_at) VALUES ($1, '00000000-0000-4000-8000-000000000004', $2, 'Ann', now())`, [
        `00000000-0000-4000-8000-00000000001${i}`,
        address,
      ]);
    }
    migrations.push(...later);
    assert.is(await migrate(fresh), later.length);
    const rows = await fresh.query<{ ip_address: string; type: string }>('SELECT ip_address, pg_typeof(ip_address)::text AS type FROM whitelist_ips ORDER BY id');
    assert.equal(rows.map((r) => [r.ip_address, r.type]), kept.map((address) => [address, 'inet']));
  } finally {
    if (!migrations.includes(later[0]!)) migrations.push(...later);
    await fresh.close();
  }
});

test("an account from before owners is owned by its first ADMIN; a STANDARD member never", async () => {
  const fresh = await openPglite(undefined);
  const later = migrations.splice(migrations.findIndex((m) => m.name === 'account_owner'));
  try {
    await migrate(fresh);
    const account = '00000000-0000-4000-8000-000000000020';
    await fresh.query(`INSERT INTO accounts (id, created_at) VALUES ($1, now())`, [account]);
    const user = (id: string, role: string, at: string) =>
      fresh.query(`INSERT INTO users (id, account_id, email, name, role, status, created_at) VALUES ($1, $2, $3, 'N', $4, 'USER_SETUP_COMPLETED', $5)`, [id, account, `${id}@example.com`, role, at]);
    await user('00000000-0000-4000-8000-000000000021', 'STANDARD', '2026-01-01');
    await user('00000000-0000-4000-8000-000000000022', 'ADMIN', '2026-02-01');
    await user('00000000-0000-4000-8000-000000000023', 'ADMIN', '2026-03-01');
    migrations.push(...later);
    await migrate(fresh);
    const [row] = await fresh.query<{ owner_id: string }>('SELECT owner_id FROM accounts WHERE id = $1', [account]);
    assert.is(row!.owner_id, '00000000-0000-4000-8000-000000000022');
  } finally {
    if (!migrations.includes(later[0]!)) migrations.push(...later);
    await fresh.close();
  }
});

test.run();
