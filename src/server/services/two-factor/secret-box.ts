import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// Secrets kept in the database (two-factor keys) are sealed with a key that is not in it, so that a
// copy of the database alone signs nobody in: AES-256-GCM, a fresh nonce each time.

export interface SecretBox {
  seal(plain: string): string;
  /** The plain text, or an error when the sealed text was not made with this key. */
  open(sealed: string): string;
  /** A keyed hash, for short secrets (recovery codes) that a plain hash would not protect from guessing. */
  digest(text: string): string;
}

/**
 * The key: SECRET_KEY when set (every process of a deployment needs the same one), else
 * DATA_DIR/secret.key, made on first start, readable by this user alone.
 */
export function loadSecretKey({ secretKey, dataDir }: { secretKey?: string; dataDir: string }): Buffer {
  if (secretKey) return createHash('sha256').update(secretKey).digest();
  const file = join(dataDir, 'secret.key');
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString('base64') + '\n', { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  chmodSync(file, 0o600);
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte key`);
  return key;
}

export function secretBox(key: Buffer): SecretBox {
  const digestKey = createHmac('sha256', key).update('digest').digest();
  return {
    digest: (text) => createHmac('sha256', digestKey).update(text).digest('hex'),
    seal(plain) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', nonce, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
    },
    open(sealed) {
      const [version, nonce, tag, body] = sealed.split('.');
      if (version !== 'v1' || !nonce || !tag || body === undefined) throw new Error('not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
