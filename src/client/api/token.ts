// The one place the bearer token is kept: this tab's localStorage, so a reload stays signed in.
const KEY = 'token';
// Where private browsing refuses storage, the token lives here, as long as the tab.
let unstored: string | null = null;

export function readToken(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return unstored;
  }
}

/** Calls `listener` with the new token when another tab signs in or out. */
export function onOtherTabToken(listener: (token: string | null) => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener(event.newValue);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

export function writeToken(token: string | null): void {
  unstored = token;
  try {
    if (token) localStorage.setItem(KEY, token);
    else localStorage.removeItem(KEY);
  } catch {
    // Kept in `unstored` instead.
  }
}
