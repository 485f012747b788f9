import { parseCommonPasswords, type CommonPasswords } from '../../shared/common-passwords.js';
import list from '../../shared/common-passwords.txt' with { type: 'text' };

/** The most common passwords, bundled into the server and read once at start. */
export const COMMON_PASSWORDS: CommonPasswords = parseCommonPasswords(list);
