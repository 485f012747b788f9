// The whitelist's written form of an address or range is the one the store writes its inet in, so an
// entry reads back exactly as it was checked and shown (on the embedded store here, on PostgreSQL in
// the postgres suite).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { canonicalIpRange } from '../../src/shared/ip-ranges.js';
import { startServer, type TestServer } from '../helpers/server.js';

let s: TestServer;
test.before(async () => {
  s = await startServer();
});
test.after(() => s.close());

/** A small pseudo-random generator, so a failure can be run again as it was. */
function rng(seed: number) {
  return (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
}

/** Addresses and ranges of every shape: zero groups in runs of each length, mixed case, prefixes in and out of the allowed ones. */
function samples(count: number): string[] {
  const int = rng(7);
  const group = () => (int(3) === 0 ? '0' : int(65536).toString(16)[int(2) ? 'toUpperCase' : 'toLowerCase']());
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    if (int(2)) {
      const address = Array.from({ length: 4 }, () => int(256)).join('.');
      out.push(int(2) ? address : `${address}/${24 + int(9)}`);
    } else {
      const groups = Array.from({ length: 8 }, group);
      // A run of zeros of some length at some place: how it is compressed is what differs most.
      const at = int(8);
      for (let j = at; j < Math.min(8, at + int(7)); j++) groups[j] = '0';
      const address = groups.join(':');
      out.push(int(2) ? address : `${address}/${48 + int(81)}`);
    }
  }
  return out;
}

test('every canonical form reads back from an inet as it was written, and clears host bits as the store does', async () => {
  const inputs = samples(3000);
  const canonical = inputs.map((input) => {
    const checked = canonicalIpRange(input);
    assert.ok(checked.ok, input);
    return checked.value;
  });
  const rows = await s.db.query<{ stored: string; network: string }>(
    'SELECT c::inet AS stored, network(i::inet)::inet AS network FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS x (c, i, n) ORDER BY n',
    [canonical, inputs],
  );
  const mismatches = rows.flatMap((row, k) =>
    row.stored !== canonical[k] || row.network !== canonical[k] ? [`${inputs[k]} -> ${canonical[k]}; store: ${row.stored}, ${row.network}`] : [],
  );
  assert.equal(mismatches.slice(0, 10), []);
});

test.run();
