import { randomUUID } from 'node:crypto';
import { listFull } from '../../shared/messages.js';
import { holdAccount } from '../data/accounts.js';
import { deleteWhitelistIp, insertWhitelistIp, updateWhitelistIp, whitelistSize } from '../data/whitelist.js';
import { isUniqueViolation } from '../db/errors.js';
import type { Deps } from '../deps.js';
import { conflict, notFound } from '../errors.js';
import { audit } from './audit.js';
import type { EventSource } from './requester.js';
import type { Caller } from './sessions.js';

export const DUPLICATE_IP = 'This IP address is already whitelisted';

/**
 * Whitelists an address for the caller's account, under the adder's name, and notes it in the
 * activity; false when the account has it already (then nothing is written).
 */
export async function addWhitelistIp(deps: Deps, from: EventSource, caller: Caller, ipAddress: string, tag: string | null): Promise<boolean> {
  try {
    await deps.db.transaction(async (tx) => {
      // The account's row first, as a member's deletion holds it first too: either goes after the
      // other, never each waiting for the other's row. Counted under it: two additions at once cannot
      // both fit.
      await holdAccount(tx, caller.accountId);
      // Then the event: an adder deleted since the request was authenticated gets its 401 there, and
      // its row, held from then on, cannot go before the address names it.
      await audit(deps, from, { accountId: caller.accountId, actorId: caller.userId, kind: 'whitelist-added', detail: ipAddress }, tx);
      if ((await whitelistSize(tx, caller.accountId)) >= deps.config.maxWhitelistEntries) {
        const full = listFull(deps.config.maxWhitelistEntries, 'whitelist entry', 'whitelist entries');
        throw conflict(full, { ipAddress: full });
      }
      await insertWhitelistIp(tx, { id: randomUUID(), accountId: caller.accountId, ipAddress, tag, userId: caller.userId, createdAt: deps.clock() });
    });
  } catch (err) {
    if (isUniqueViolation(err)) return false;
    throw err;
  }
  return true;
}

/** Changes one of the account's addresses and notes it; another entry's address is refused (409). */
export async function changeWhitelistIp(deps: Deps, from: EventSource, caller: Caller, id: string, ipAddress: string, tag: string | null): Promise<void> {
  try {
    await deps.db.transaction(async (tx) => {
      if (!(await updateWhitelistIp(tx, caller.accountId, id, ipAddress, tag))) throw notFound('IP address not found');
      await audit(deps, from, { accountId: caller.accountId, actorId: caller.userId, kind: 'whitelist-changed', detail: ipAddress }, tx);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(DUPLICATE_IP, { ipAddress: DUPLICATE_IP });
    throw err;
  }
}

/** Removes one of the account's addresses and notes it. */
export async function removeWhitelistIp(deps: Deps, from: EventSource, caller: Caller, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const ipAddress = await deleteWhitelistIp(tx, caller.accountId, id);
    if (ipAddress === undefined) throw notFound('IP address not found');
    await audit(deps, from, { accountId: caller.accountId, actorId: caller.userId, kind: 'whitelist-removed', detail: ipAddress }, tx);
  });
}
