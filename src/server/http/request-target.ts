/** What the handlers read of a request's target: its path and its query. */
export interface RequestTarget {
  pathname: string;
  searchParams: URLSearchParams;
}

// Slash-separated names of letters, digits, '_' and '-', with no query: a URL parser would resolve
// and escape nothing in it, so it is its own pathname (every beacon's path is one).
const PLAIN_PATH = /^(?:\/[\w-]+)+$/;

/** The request target as a URL parser reads it (normalised, dot segments resolved), without parsing a plain path. */
export function requestTarget(raw: string): RequestTarget {
  if (PLAIN_PATH.test(raw)) return { pathname: raw, searchParams: new URLSearchParams() };
  try {
    return new URL(raw, 'http://localhost');
  } catch {
    return new URL('http://localhost/');
  }
}
