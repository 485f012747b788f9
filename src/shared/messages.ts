// Messages the server sends and the client also shows on its own (a form's field error), in one place.

export const DUPLICATE_DOMAIN = 'A store with this domain already exists';
export const INVALID_CREDENTIALS = 'Invalid credentials';
