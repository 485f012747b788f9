// The API calls a customer makes to get a store, for the bench scripts.
import { randomUUID } from 'node:crypto';

const PASSWORD = 'Bench!Pass1';

export async function api(base, method, path, token, body) {
  const res = await fetch(base + path, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
  });
  const text = await res.text();
  return text ? JSON.parse(text) : {};
}

/** A new account, at the first onboarding step; answers its token. */
export const register = async (base) =>
  (await api(base, 'POST', '/api/auth/register', null, { name: 'Bench', email: `bench-${randomUUID()}@example.com`, password: PASSWORD })).token;

/** An account that has paid for `plan` and added a store on `domain`: its token and the store's id. */
export async function customer(base, { plan = 'TITAN', domain = 'bench.example.com' } = {}) {
  const token = await register(base);
  const { url } = await api(base, 'POST', '/api/checkout', token, { plan });
  await fetch(`${url}/complete`, { method: 'POST', redirect: 'manual' });
  const { stores } = await api(base, 'POST', '/api/stores', token, {
    stores: [{ id: `store-${Date.now()}-${randomUUID()}`, domain, platform: 'custom', countries: ['FR', 'US'] }],
  });
  return { token, storeId: stores[0].storeId };
}
