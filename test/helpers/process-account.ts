import { completedAdmin } from './billing.js';
import { call } from './server.js';

/** A completed ADMIN with one store, made through the server's own API, as a customer would. */
export const accountWithStore = completedAdmin;

export async function sessionsOf(base: string, token: string, storeId: string): Promise<number> {
  const { body } = await call(base, 'GET', '/api/stores', { token });
  return body.stores.find((s: { storeId: string }) => s.storeId === storeId).sessionsThisMonth;
}
