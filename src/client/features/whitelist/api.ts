import type { RequestSpec } from '../../api/request.js';
import type { IpInput, SuccessAnswer, WhitelistAnswer } from '../../../shared/api-types.js';
import type { MutationDef, QueryDef } from '../../api/ApiProvider.js';
import { isWaiting } from '../../api/undoable-writes.js';

// The calls of the Whitelist IPs screen; every change refreshes 'IPs'.

/** The list (without removals waiting out their undo window) and the caller's own address. */
export const whitelistQuery: QueryDef<void, WhitelistAnswer> = {
  key: () => 'whitelist',
  tags: ['IPs'],
  request: () => ({ method: 'GET', path: '/whitelist' }),
  select: (answer: WhitelistAnswer) => ({ ...answer, ips: answer.ips.filter((ip) => !isWaiting(removalKey(ip.ipId))) }),
};

export const addIp: MutationDef<IpInput, SuccessAnswer> = {
  request: (body) => ({ method: 'POST', path: '/whitelist', body }),
  invalidates: ['IPs'],
};

/** Adds the caller's own address; the answer's message says which and whether it was new. */
export const syncMyIp: MutationDef<void, { success: true; message: string }> = {
  request: () => ({ method: 'POST', path: '/whitelist/me' }),
  invalidates: ['IPs'],
};

export const updateIp: MutationDef<IpInput & { ipId: string }, SuccessAnswer> = {
  request: ({ ipId, ...body }) => ({ method: 'PATCH', path: `/whitelist/${encodeURIComponent(ipId)}`, body }),
  invalidates: ['IPs'],
};

/** A removal's key among the writes waiting out their undo window. */
export const removalKey = (ipId: string): string => `whitelist-removal:${ipId}`;

/** Sent when the removal's undo window ends, or as the page closes (`leaving`). */
export const removeIpRequest = (ipId: string, leaving: boolean): RequestSpec => ({
  method: 'DELETE',
  path: `/whitelist/${encodeURIComponent(ipId)}`,
  keepalive: leaving,
});
