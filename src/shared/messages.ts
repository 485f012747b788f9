// Messages written once: the ones the client also shows on its own (a form's field error), and the
// ones more than one route of the server sends.

export const DUPLICATE_DOMAIN = 'A store with this domain already exists';
export const INVALID_CREDENTIALS = 'Invalid credentials';
export const EMAIL_TAKEN = 'An account with this email already exists';
/** A refused password where one confirms who is asking (a signed-in change a stolen session must not make). */
export const WRONG_PASSWORD = 'That password is not right.';
/** A request body whose fields fail their rules. */
export const INVALID_FIELDS = 'Please correct the highlighted fields';
