/** An answer of the HTTP layer itself (no route, wrong method, a body too large or unreadable). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}
