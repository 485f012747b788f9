// A removed address stays on the server while its toast offers Undo: the row leaves the list at once,
// and the DELETE is sent when the undo window ends. Leaving the page (closing the tab, or signing out,
// which flushes first) sends it at once, so a removal is never lost with the page.
export const UNDO_MS = 5000;

const pending = new Map<string, { timer: ReturnType<typeof setTimeout>; send: (leaving: boolean) => Promise<unknown> }>();

/** Sends `send` after the undo window unless undone first. */
export function removeLater(ipId: string, send: (leaving: boolean) => Promise<unknown>): void {
  const timer = setTimeout(() => void finish(ipId, false), UNDO_MS);
  pending.set(ipId, { timer, send });
}

/** Whether the address waits out its undo window (a list fetched meanwhile leaves it out). */
export const isPendingRemoval = (ipId: string): boolean => pending.has(ipId);

/** Keeps the address; false when its removal was already sent. */
export function undoRemoval(ipId: string): boolean {
  const entry = pending.get(ipId);
  if (!entry) return false;
  clearTimeout(entry.timer);
  pending.delete(ipId);
  return true;
}

/** Sends every removal still waiting, now. */
export const flushRemovals = (leaving = false): Promise<unknown> => Promise.all([...pending.keys()].map((id) => finish(id, leaving)));

function finish(ipId: string, leaving: boolean): Promise<unknown> {
  const entry = pending.get(ipId);
  if (!entry) return Promise.resolve();
  clearTimeout(entry.timer);
  pending.delete(ipId);
  return entry.send(leaving);
}

addEventListener('pagehide', () => void flushRemovals(true));
