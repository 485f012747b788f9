import type { Queryable } from '../db/types.js';

// An entry is an inet: an address, or a CIDR range written with its prefix. Both drivers answer an
// inet as PostgreSQL writes it, which is the canonical form of src/shared/ip-ranges.ts.

/** A whitelisted visitor address or range of an account. */
export interface WhitelistEntry {
  id: string;
  ipAddress: string;
  tag: string | null;
  /** The adder's name now, or as it was when they added it if they have since been deleted. */
  addedBy: string;
  addedByUserId: string | null;
  createdAt: Date;
}

/** The account's whitelisted addresses, newest first. */
export async function listWhitelist(q: Queryable, accountId: string): Promise<WhitelistEntry[]> {
  const rows = await q.query<{ id: string; ip_address: string; tag: string | null; added_by_name: string; added_by_user_id: string | null; created_at: Date }>(
    `SELECT w.id, w.ip_address, w.tag, COALESCE(u.name, w.added_by_name) AS added_by_name, w.added_by_user_id, w.created_at
           FROM whitelist_ips w LEFT JOIN users u ON u.id = w.added_by_user_id
          WHERE w.account_id = $1 ORDER BY w.created_at DESC, w.ip_address`,
    [accountId],
  );
  return rows.map((r) => ({
    id: r.id,
    ipAddress: r.ip_address,
    tag: r.tag,
    addedBy: r.added_by_name,
    addedByUserId: r.added_by_user_id,
    createdAt: new Date(r.created_at),
  }));
}

/** Whitelists an address under the adder's name; an address the account has already fails the insert (unique violation). */
export async function insertWhitelistIp(
  q: Queryable,
  entry: { id: string; accountId: string; ipAddress: string; tag: string | null; userId: string; createdAt: Date },
): Promise<void> {
  await q.query(
    `INSERT INTO whitelist_ips (id, account_id, ip_address, tag, added_by_user_id, added_by_name, created_at)
         VALUES ($1, $2, $3, $4, $5, COALESCE((SELECT name FROM users WHERE id = $5), ''), $6)`,
    [entry.id, entry.accountId, entry.ipAddress, entry.tag, entry.userId, entry.createdAt],
  );
}

/** Changes one of the account's addresses; false when it has no such entry. */
export async function updateWhitelistIp(q: Queryable, accountId: string, id: string, ipAddress: string, tag: string | null): Promise<boolean> {
  const updated = await q.query('UPDATE whitelist_ips SET ip_address = $3, tag = $4 WHERE id = $1 AND account_id = $2 RETURNING id', [
    id,
    accountId,
    ipAddress,
    tag,
  ]);
  return updated.length > 0;
}

/** Removes one of the account's addresses; answers the address, or undefined when it has no such entry. */
export async function deleteWhitelistIp(q: Queryable, accountId: string, id: string): Promise<string | undefined> {
  const [deleted] = await q.query<{ ip_address: string }>('DELETE FROM whitelist_ips WHERE id = $1 AND account_id = $2 RETURNING ip_address', [
    id,
    accountId,
  ]);
  return deleted?.ip_address;
}

/** Whether one of the account's entries covers the address. */
export async function isWhitelisted(q: Queryable, accountId: string, address: string): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM whitelist_ips WHERE account_id = $1 AND ip_address >>= $2::inet LIMIT 1', [accountId, address]);
  return rows.length > 0;
}

/** How many entries the account's whitelist has. */
export async function whitelistSize(q: Queryable, accountId: string): Promise<number> {
  const [row] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM whitelist_ips WHERE account_id = $1', [accountId]);
  return row!.n;
}
