import { randomUUID } from 'node:crypto';
import { DUPLICATE_DOMAIN, listFull } from '../../shared/messages.js';
import { yearMonthOf } from '../../shared/plans.js';
import type { NewStore } from '../../shared/store-inputs.js';
import type { FieldErrors } from '../../shared/validators.js';
import { beforePlan, lockedStep, markStoresAdded } from '../data/accounts.js';
import { insertStore, listStores, setStoreDisabled, storeCount, storesMatching, type StoreSummary } from '../data/stores.js';
import { isUniqueViolation } from '../db/errors.js';
import type { Deps } from '../deps.js';
import { conflict, notFound } from '../errors.js';
import { audit } from './audit.js';
import type { EventSource } from './requester.js';
import type { Caller } from './sessions.js';

/**
 * Adds the caller's stores, or finds those an earlier try with the same ids added; a domain the
 * account has already is refused (409) and nothing is added. Answers the stores as listed, with their
 * sessions in the month they were added.
 */
export async function addStores(
  deps: Deps,
  from: EventSource,
  caller: Caller,
  stores: NewStore[],
): Promise<{ yearMonth: string; stores: StoreSummary[] }> {
  const now = deps.clock();
  const yearMonth = yearMonthOf(now);
  const ids = await addOrFind(deps, from, caller, stores, now);
  return { yearMonth, stores: await listStores(deps.db, caller.accountId, yearMonth, ids) };
}

/** The stores' ids, each added now or found added by an earlier try, in order. */
async function addOrFind(deps: Deps, from: EventSource, caller: Caller, stores: NewStore[], now: Date): Promise<string[]> {
  try {
    return await deps.db.transaction(async (tx) => {
      if (beforePlan(await lockedStep(tx, caller.accountId))) throw conflict('Choose a plan and complete checkout before adding stores');
      const existing = await storesMatching(
        tx,
        caller.accountId,
        stores.map((s) => s.id),
        stores.map((s) => s.domain),
      );
      const result: string[] = [];
      const errors: FieldErrors = {};
      for (const [i, s] of stores.entries()) {
        // The same id again is a retry of a request that already succeeded: answer the store it made.
        const replay = existing.find((e) => e.clientId === s.id);
        if (replay) result.push(replay.id);
        else if (existing.some((e) => e.domain === s.domain)) errors[`stores.${i}.domain`] = DUPLICATE_DOMAIN;
      }
      if (Object.keys(errors).length) throw conflict(DUPLICATE_DOMAIN, errors);
      // Counted while the account's row is held (lockedStep): two requests at once cannot both fit.
      const adding = stores.filter((s) => !existing.some((e) => e.clientId === s.id)).length;
      if (adding && (await storeCount(tx, caller.accountId)) + adding > deps.config.maxStores) throw conflict(listFull(deps.config.maxStores, 'store', 'stores'));
      const added: string[] = [];
      for (const s of stores.filter((s) => !existing.some((e) => e.clientId === s.id))) {
        const id = randomUUID();
        await insertStore(tx, id, caller.accountId, s, now);
        result.push(id);
        added.push(s.domain);
      }
      await audit(deps, from, { accountId: caller.accountId, actorId: caller.userId, kind: 'store-added', detail: added }, tx);
      await markStoresAdded(tx, caller.accountId);
      return result;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(DUPLICATE_DOMAIN);
    throw err;
  }
}

/** Disables or enables one of the caller's stores, noting it in the activity. */
export async function setStoreState(deps: Deps, from: EventSource, caller: Caller, storeId: string, disabled: boolean): Promise<void> {
  await deps.db.transaction(async (tx) => {
    // An ended subscription disabled every store: protection comes back only with a new plan.
    if (!disabled && beforePlan(await lockedStep(tx, caller.accountId))) throw conflict('Choose a plan and complete checkout before enabling stores');
    const domain = await setStoreDisabled(tx, caller.accountId, storeId, disabled);
    if (domain === undefined) throw notFound('Store not found');
    await audit(deps, from, { accountId: caller.accountId, actorId: caller.userId, kind: disabled ? 'store-disabled' : 'store-enabled', detail: domain }, tx);
  });
}
