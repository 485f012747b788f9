// Messages written once: the ones the client also shows on its own (a form's field error), and the
// ones more than one route of the server sends.

export const DUPLICATE_DOMAIN = 'A store with this domain already exists';
export const INVALID_CREDENTIALS = 'Invalid credentials';
export const EMAIL_TAKEN = 'An account with this email already exists';
