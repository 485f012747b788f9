/** Where sign-in returns to: the `next` parameter when it names a page of this app, else null. */
export function safeNext(next: string | null): string | null {
  if (!next || !/^\/(?![/\\])/.test(next) || next.startsWith('/ap/') || /[\u0000-\u001f]/.test(next)) return null;
  return next;
}

/** The sign-in page, asked to come back to `path` (a page's path and query) afterwards. */
export const signInPath = (path: string): string => (path === '/' ? '/ap/login' : `/ap/login?next=${encodeURIComponent(path)}`);
