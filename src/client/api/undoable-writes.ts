// Writes that wait out an undo window (a removal whose toast offers Undo): the screen shows the change
// at once, and the request is sent when the window ends. Leaving the page (closing the tab, or logging
// out, which sends them first) sends them at once, so a change the user made is never lost with the page.
export const UNDO_MS = 5000;

type Send = (leaving: boolean) => Promise<unknown>;
const waiting = new Map<string, { timer: ReturnType<typeof setTimeout>; send: Send }>();

/** Sends the write under `key` when the undo window ends, unless undone first. */
export function sendAfterUndoWindow(key: string, send: Send): void {
  const timer = setTimeout(() => void sendNow(key, false), UNDO_MS);
  waiting.set(key, { timer, send });
}

/** Whether the write under `key` is waiting (data fetched meanwhile should show it done). */
export const isWaiting = (key: string): boolean => waiting.has(key);

/** Drops the write under `key`; false when it was already sent. */
export function undoWrite(key: string): boolean {
  const entry = waiting.get(key);
  if (!entry) return false;
  clearTimeout(entry.timer);
  waiting.delete(key);
  return true;
}

/** Sends every waiting write, now. */
export const sendWaitingWrites = (leaving = false): Promise<unknown> => Promise.all([...waiting.keys()].map((key) => sendNow(key, leaving)));

function sendNow(key: string, leaving: boolean): Promise<unknown> {
  const entry = waiting.get(key);
  if (!entry) return Promise.resolve();
  clearTimeout(entry.timer);
  waiting.delete(key);
  return entry.send(leaving);
}

addEventListener('pagehide', () => void sendWaitingWrites(true));
