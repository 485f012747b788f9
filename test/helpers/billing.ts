import { call, register } from './server.js';

/** Pays for a plan through the local provider's page, as the browser would. */
export async function subscribe(base: string, token: string, plan = 'PRO'): Promise<void> {
  const started = await call(base, 'POST', '/api/checkout', { token, body: { plan } });
  if (started.status !== 200) throw new Error(`checkout answered ${started.status}: ${JSON.stringify(started.body)}`);
  const res = await fetch(completeUrl(started.body.url), { method: 'POST', redirect: 'manual' });
  if (res.status !== 303) throw new Error(`completing the checkout answered ${res.status}`);
}

/** The local checkout page's form target for a checkout url. */
export const completeUrl = (checkoutUrl: string): string => `${checkoutUrl}/complete`;

export const storeDraft = (domain: string, countries = ['US']) => ({
  id: `store-${Date.now()}-${Math.random().toString(36).slice(2)}`,
  domain,
  platform: 'shopify',
  countries,
});

/** A fresh ADMIN whose account has paid and added one store: onboarding COMPLETED. */
export async function completedAdmin(base: string, plan = 'PRO') {
  const admin = await register(base);
  await subscribe(base, admin.token, plan);
  const added = await call(base, 'POST', '/api/stores', { token: admin.token, body: { stores: [storeDraft(`first-${Date.now()}.example.com`)] } });
  if (added.status !== 201) throw new Error(`adding a store answered ${added.status}: ${JSON.stringify(added.body)}`);
  return { ...admin, store: added.body.stores[0] as { storeId: string; domain: string } };
}
