// Messages written once: the ones the client also shows on its own (a form's field error), and the
// ones more than one route of the server sends.

export const DUPLICATE_DOMAIN = 'A store with this domain already exists';
export const INVALID_CREDENTIALS = 'Invalid credentials';
export const EMAIL_TAKEN = 'An account with this email already exists';
/** A session whose address is not proven yet asked for anything but waiting for the proof. */
export const CONFIRM_EMAIL_FIRST = 'Please confirm your email address first: open the link we mailed you.';
/** A refused password where one confirms who is asking (a signed-in change a stolen session must not make). */
export const WRONG_PASSWORD = 'That password is not right.';
/** A request body whose fields fail their rules. */
export const INVALID_FIELDS = 'Please correct the highlighted fields';

/** What an account is told when a list of it is full: how many it may keep, and who can raise that. */
export const listFull = (limit: number, one: string, many: string): string =>
  `This account has reached its limit of ${limit.toLocaleString('en-US')} ${limit === 1 ? one : many}. Your account manager can raise it.`;
