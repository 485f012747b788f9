// The bodies of POST /api/stores and PATCH /api/stores/:storeId, as the server reads them.
import { DUPLICATE_DOMAIN } from './messages.js';
import { normaliseDomain, STORE_ID_PATTERN, validateStore } from './stores.js';
import type { BodySchema, FieldErrors } from './validators.js';

const MAX_STORES_PER_CALL = 50;

/** One store of POST /stores; `id` (from newStoreId) is the idempotency key, kept across retries. */
export interface NewStore {
  id: string;
  domain: string;
  platform: string;
  countries: string[];
}

/** Every store of a POST /stores body checked, its domain normalised; field errors are keyed `stores.<index>.<field>`. */
export const newStoresBody: BodySchema<{ stores: NewStore[] }> = {
  read(body) {
    const list = body.stores;
    if (!Array.isArray(list) || list.length === 0) return { ok: false, message: 'Add at least one store', errors: { stores: 'Add at least one store' } };
    if (list.length > MAX_STORES_PER_CALL) return { ok: false, message: `At most ${MAX_STORES_PER_CALL} stores at a time`, errors: {} };
    const errors: FieldErrors = {};
    const stores = list.map((item: unknown, i): NewStore => {
      const s = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
      for (const [field, message] of Object.entries(validateStore(s))) errors[`stores.${i}.${field}`] = message;
      if (typeof s.id !== 'string' || !STORE_ID_PATTERN.test(s.id)) errors[`stores.${i}.id`] = 'Each store needs an id';
      return { id: String(s.id), domain: normaliseDomain(s.domain), platform: String(s.platform), countries: s.countries as string[] };
    });
    stores.forEach((s, i) => {
      if (stores.findIndex((o) => o.domain === s.domain) !== i) errors[`stores.${i}.domain`] ??= DUPLICATE_DOMAIN;
      if (stores.findIndex((o) => o.id === s.id) !== i) errors[`stores.${i}.id`] ??= 'Each store needs its own id';
    });
    return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value: { stores } };
  },
};

/** PATCH /stores/:storeId: a store turned off or on. */
export const storeStateBody: BodySchema<{ disabled: boolean }> = {
  read(body) {
    return typeof body.disabled === 'boolean' ? { ok: true, value: { disabled: body.disabled } } : { ok: false, errors: { disabled: 'disabled must be true or false' } };
  },
};
