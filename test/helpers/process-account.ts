import { call } from './server.js';

export async function sessionsOf(base: string, token: string, storeId: string): Promise<number> {
  const { body } = await call(base, 'GET', '/api/stores', { token });
  return body.stores.find((s: { storeId: string }) => s.storeId === storeId).sessionsThisMonth;
}
