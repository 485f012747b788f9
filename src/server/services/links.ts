import { addLink, voidInvites } from '../data/links.js';
import type { Deps } from '../deps.js';
import type { Queryable } from '../db/types.js';
import { hashToken, newToken } from './tokens.js';

export const LINK_TTL_MS = { reset: 60 * 60 * 1000, invite: 7 * 24 * 60 * 60 * 1000 } as const;

export interface MailedLink {
  url: string;
  /** The part of url that signs in: pass it as the mail's secret so that only the mailbox keeps it. */
  secret: string;
}

/**
 * A single-use set-password link for a user. A new invitation voids the earlier ones, so only the
 * newest invitation opens. Reset links stay valid until they expire: anyone can ask for a reset, and
 * a stranger's request must not void the link the owner is about to open. Using any link voids
 * every other one.
 */
export async function issueSetPasswordLink(deps: Deps, db: Queryable, userId: string, purpose: 'reset' | 'invite'): Promise<MailedLink> {
  const token = newToken();
  const now = deps.clock();
  if (purpose === 'invite') await voidInvites(db, userId, now);
  await addLink(db, { tokenHash: hashToken(token), userId, purpose, expiresAt: new Date(now.getTime() + LINK_TTL_MS[purpose]), createdAt: now });
  // Tokens are base64url: encodeURIComponent leaves them as they are, so the secret is found in the url.
  return { url: `${deps.config.appUrl}/ap/set-password?token=${encodeURIComponent(token)}`, secret: token };
}
