// GET /api/analytics for an account with 200 stores and twelve full months of daily figures: the
// latency a customer opening the page sees, one request at a time and four at once.
import { randomUUID } from 'node:crypto';
import { api, customer } from './customer.mjs';

const STORES = 200;
const SEQUENTIAL = 200;
const CONCURRENT = 4;

const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))];

/** `seed(storeIds)` fills twelve months of days for those stores inside the server's own process. */
export async function benchAnalytics(base, seed) {
  const { token } = await customer(base, { domain: `analytics-0.example.com` });
  for (let added = 1; added < STORES; added += 50) {
    const stores = Array.from({ length: Math.min(50, STORES - added) }, (_, i) => ({
      id: `store-${randomUUID()}`,
      domain: `analytics-${added + i}.example.com`,
      platform: 'custom',
      countries: ['US'],
    }));
    await api(base, 'POST', '/api/stores', token, { stores });
  }
  const { stores } = await api(base, 'GET', '/api/stores', token);
  const rows = await seed(stores.map((s) => s.storeId));
  const months = (await api(base, 'GET', '/api/analytics', token)).months;
  const once = async (i) => {
    const started = performance.now();
    const res = await fetch(`${base}/api/analytics?month=${months[i % months.length]}`, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`analytics answered ${res.status}`);
    return performance.now() - started;
  };
  for (let i = 0; i < 20; i++) await once(i); // warm-up
  const alone = [];
  for (let i = 0; i < SEQUENTIAL; i++) alone.push(await once(i));
  const together = [];
  await Promise.all(
    Array.from({ length: CONCURRENT }, async (_, worker) => {
      for (let i = worker; i < SEQUENTIAL; i += CONCURRENT) together.push(await once(i));
    }),
  );
  return { stores: stores.length, rows, alone: { p50: percentile(alone, 50), p99: percentile(alone, 99) }, together: { p50: percentile(together, 50), p99: percentile(together, 99) } };
}
