// The developer's mailbox: without SMTP_URL every mail is written whole to DATA_DIR/outbox/*.json,
// which is where tests (like a developer) read the links that were mailed.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  createdAt: string;
  /** Where it was written. */
  file: string;
}

/** Every mail in DATA_DIR/outbox, oldest first. */
export function outbox(dataDir: string): OutboxMail[] {
  const dir = join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) => {
      const file = join(dir, name);
      try {
        // Written in turn, so the file time orders mails that share a (test clock's) createdAt.
        return [{ mail: { ...(JSON.parse(readFileSync(file, 'utf8')) as OutboxMail), file }, written: statSync(file, { bigint: true }).mtimeNs }];
      } catch {
        return []; // still being written
      }
    })
    .sort((a, b) => a.mail.createdAt.localeCompare(b.mail.createdAt) || (a.written < b.written ? -1 : a.written > b.written ? 1 : 0))
    .map((m) => m.mail);
}

/** The mails to one address so far, oldest first. */
export const mailsTo = (dataDir: string, to: string): OutboxMail[] => outbox(dataDir).filter((m) => m.to.toLowerCase() === to.toLowerCase());

/**
 * Waits for a mail to `to` (mails go out after the HTTP answer) and answers the newest one.
 * `after`: only mails created at or after this time count; `subject`: only mails with this subject.
 */
export async function readOutbox(dataDir: string, to: string, options: { timeoutMs?: number; after?: Date; subject?: string } = {}): Promise<OutboxMail> {
  const until = Date.now() + (options.timeoutMs ?? 5000);
  const since = options.after?.getTime() ?? 0;
  for (;;) {
    const mails = mailsTo(dataDir, to).filter((m) => Date.parse(m.createdAt) >= since && (!options.subject || m.subject === options.subject));
    if (mails.length) return mails[mails.length - 1]!;
    if (Date.now() > until) throw new Error(`no mail to ${to} in ${join(dataDir, 'outbox')}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The first http(s) link in a mail's text. */
export function firstLink(text: string): string {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error(`no link in mail:\n${text}`);
  return match[0];
}
