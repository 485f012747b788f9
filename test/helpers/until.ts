/** Asks `done` every 20 ms until it answers true; past `timeoutMs`, fails naming `what` it waited for. */
export async function until(done: () => boolean | Promise<boolean>, what: string, timeoutMs = 5000): Promise<void> {
  for (const end = Date.now() + timeoutMs; ; await new Promise((r) => setTimeout(r, 20))) {
    if (await done()) return;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
  }
}
