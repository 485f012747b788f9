// The check against the most common passwords (the list is common-passwords.txt beside this file).
// Only the rule and its message live here: the server bundles the list, the browser fetches it
// when a password field is first used, so it is never part of the page's first download.

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Choose one that is harder to guess.';

export type CommonPasswords = ReadonlySet<string>;

/**
 * What a password is compared by: lowercased, with trailing digits, symbols and spaces dropped,
 * so "Password1!" counts as "password", the usual way a listed password is dressed up.
 */
export const commonPasswordKey = (password: string): string => password.toLowerCase().replace(/[^\p{L}]+$/u, '');

/** The list's text, one password a line, keyed as passwords are; entries with no letters drop out. */
export function parseCommonPasswords(text: string): CommonPasswords {
  const keys = new Set<string>();
  for (const line of text.split('\n')) {
    const key = commonPasswordKey(line.trim());
    if (key) keys.add(key);
  }
  return keys;
}

export const isCommonPassword = (password: string, list: CommonPasswords): boolean => list.has(commonPasswordKey(password));
