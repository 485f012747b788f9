/** A password breaking each rule of a new password in turn (none given, then each requirement), with the spec's message for it. */
export const WEAK_PASSWORDS: [password: unknown, message: string][] = [
  [undefined, 'Password is required'],
  ['', 'Password is required'],
  ['Ab1!x', 'Password must be at least 8 characters'],
  ['abcdefg1!', 'Password must contain at least one uppercase letter'],
  ['ABCDEFG1!', 'Password must contain at least one lowercase letter'],
  ['Abcdefgh!', 'Password must contain at least one number'],
  ['Abcdefg12', 'Password must contain at least one special character'],
];
