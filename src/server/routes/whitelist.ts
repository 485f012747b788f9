import type { WhitelistAnswer, WhitelistIp } from '../../shared/api-types.js';
import { isUuid } from '../../shared/ids.js';
import { canonicalAddress, canonicalIpRange } from '../../shared/ip-ranges.js';
import { ipEditSchema, ipSchema } from '../../shared/ip-validators.js';
import { INVALID_FIELDS } from '../../shared/messages.js';
import { fields } from '../../shared/validators.js';
import { isWhitelisted, listWhitelist } from '../data/whitelist.js';
import type { Deps } from '../deps.js';
import { conflict, invalid, notFound } from '../errors.js';
import { addWhitelistIp, changeWhitelistIp, DUPLICATE_IP, removeWhitelistIp } from '../services/whitelist.js';
import { route, type DeclaredRoute } from './route.js';

const tagOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** An address or range as the whitelist keeps it, or 400 saying why it is not one (an edit's form checks only that it is there). */
function entryOf(ipAddress: string): string {
  const checked = canonicalIpRange(ipAddress);
  if (!checked.ok) throw invalid(INVALID_FIELDS, { ipAddress: checked.message });
  return checked.value;
}

/** The account's whitelisted visitor addresses: every member, ADMIN or STANDARD, manages them. */
export function whitelistRoutes(deps: Deps): DeclaredRoute[] {
  const list = route({ method: 'GET', path: '/api/whitelist', access: 'user' }, async ({ ctx, caller }) => {
    const currentAddress = canonicalAddress(ctx.ip);
    const [entries, currentAddressWhitelisted] = await Promise.all([
      listWhitelist(deps.db, caller.accountId),
      currentAddress ? isWhitelisted(deps.db, caller.accountId, currentAddress) : false,
    ]);
    const answer: WhitelistAnswer = {
      success: true,
      currentAddress,
      currentAddressWhitelisted,
      ips: entries.map((e): WhitelistIp => ({
        ipId: e.id,
        ipAddress: e.ipAddress,
        tag: e.tag,
        addedBy: e.addedBy,
        userId: e.addedByUserId,
        createdAt: e.createdAt.toISOString(),
      })),
    };
    return { body: answer };
  });

  const create = route({ method: 'POST', path: '/api/whitelist', access: 'user', body: fields(ipSchema) }, async ({ ctx, caller, body }) => {
    if (!(await addWhitelistIp(deps, ctx, caller, entryOf(body.ipAddress), tagOf(body.tag)))) throw conflict(DUPLICATE_IP, { ipAddress: DUPLICATE_IP });
    return { status: 201, body: { success: true } };
  });

  const addMine = route({ method: 'POST', path: '/api/whitelist/me', access: 'user' }, async ({ ctx, caller }) => {
    const address = canonicalAddress(ctx.ip);
    if (!address) throw invalid('Your IP address could not be determined');
    // Covered already, by itself or by a range: nothing to add.
    const covered = (await isWhitelisted(deps.db, caller.accountId, address)) || !(await addWhitelistIp(deps, ctx, caller, address, null));
    if (covered) return { body: { success: true, message: `Your IP address ${address} is already whitelisted` } };
    return { body: { success: true, message: `Your IP address ${address} has been whitelisted` } };
  });

  const update = route({ method: 'PATCH', path: '/api/whitelist/:ipId', access: 'user', body: fields(ipEditSchema) }, async ({ ctx, caller, params: { ipId }, body }) => {
    const ipAddress = entryOf(body.ipAddress);
    if (!isUuid(ipId)) throw notFound('IP address not found');
    await changeWhitelistIp(deps, ctx, caller, ipId, ipAddress, tagOf(body.tag));
    return { body: { success: true } };
  });

  const remove = route({ method: 'DELETE', path: '/api/whitelist/:ipId', access: 'user' }, async ({ ctx, caller, params: { ipId } }) => {
    if (!isUuid(ipId)) throw notFound('IP address not found');
    await removeWhitelistIp(deps, ctx, caller, ipId);
    return { body: { success: true } };
  });

  return [list, create, addMine, update, remove];
}
