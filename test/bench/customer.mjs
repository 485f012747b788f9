// The API calls a customer makes to get a store, for the bench scripts.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';

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

/**
 * A new account, its address confirmed, at the first onboarding step; answers its token. The bench's
 * server is a trial on this machine without a mail server: /me names the file its link was saved in.
 */
export async function register(base) {
  const { token } = await api(base, 'POST', '/api/auth/register', null, { name: 'Bench', email: `bench-${randomUUID()}@example.com`, password: PASSWORD });
  const { verificationMailFile } = await api(base, 'GET', '/api/auth/me', token);
  const link = /[?&]token=([^\s&]+)/.exec(JSON.parse(readFileSync(verificationMailFile, 'utf8')).text);
  await api(base, 'POST', '/api/auth/verify-email', null, { token: decodeURIComponent(link[1]) });
  return token;
}

/**
 * An account that has paid for `plan`, added a store on `domain` and whitelisted `whitelist` ranges
 * (none of them the load's senders, so every start pays for the lookup and none is spared the count):
 * its token and the store's id.
 */
export async function customer(base, { plan = 'TITAN', domain = 'bench.example.com', whitelist = 0 } = {}) {
  const token = await register(base);
  const { url } = await api(base, 'POST', '/api/checkout', token, { plan });
  await fetch(`${url}/complete`, { method: 'POST', redirect: 'manual' });
  const { stores } = await api(base, 'POST', '/api/stores', token, {
    stores: [{ id: `store-${Date.now()}-${randomUUID()}`, domain, platform: 'custom', countries: ['FR', 'US'] }],
  });
  for (let i = 0; i < whitelist; i++) {
    await api(base, 'POST', '/api/whitelist', token, { ipAddress: i % 2 ? `198.18.${i}.0/24` : `2001:db8:${i}::/48`, tag: 'office' });
  }
  return { token, storeId: stores[0].storeId };
}
