import { subscribe } from './billing.js';
import { call, linkToken, STRONG_PASSWORD, uniqueEmail, waitForMail } from './server.js';

/** Pays for a plan unless the admin's account has one: inviting needs one. */
export async function canInvite(base: string, adminToken: string): Promise<void> {
  const me = await call(base, 'GET', '/api/auth/me', { token: adminToken });
  if (!me.body.billing) await subscribe(base, adminToken);
}

/** Invites a member (the account paying for a plan first when it has none), sets their password from the mailed link and signs them in. */
export async function joinedMember(base: string, server: { dataDir: string }, adminToken: string, role: 'ADMIN' | 'STANDARD' = 'STANDARD') {
  await canInvite(base, adminToken);
  const email = uniqueEmail('member');
  const name = `Member ${role.toLowerCase()}`;
  const invited = await call(base, 'POST', '/api/sub-user/invite', { token: adminToken, body: { email, name, role } });
  if (invited.status !== 201) throw new Error(`invite answered ${invited.status}: ${JSON.stringify(invited.body)}`);
  const token = linkToken(await waitForMail(server, email));
  const set = await call(base, 'POST', '/api/auth/set-password', { body: { token, password: STRONG_PASSWORD } });
  if (set.status !== 200) throw new Error(`set-password answered ${set.status}`);
  const login = await call(base, 'POST', '/api/auth/login', { body: { email, password: STRONG_PASSWORD } });
  return { email, name, token: login.body.token as string };
}

export async function userIdOf(base: string, token: string): Promise<string> {
  return (await call(base, 'GET', '/api/auth/me', { token })).body.userId;
}
