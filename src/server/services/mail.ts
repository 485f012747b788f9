import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { addMail, markMailSent } from '../data/outbox.js';
import type { Db } from '../db/types.js';
import { hashToken } from './tokens.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Parts of text that sign someone in (a link's token): only the recipient's mailbox gets them. */
  secrets?: string[];
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** `kept`: the text with its secrets cut out, for the outbox table and the log. */
type Transport = (mail: Mail, kept: string, createdAt: Date, id: string) => Promise<void>;

/**
 * Records every mail in the outbox table, then hands it to SMTP or, without SMTP_URL, to the log and
 * a file in DATA_DIR/outbox (the developer's mailbox, which keeps the whole text). The table and the
 * log keep the text with each secret replaced by the start of its SHA-256, which is also the start
 * of the token_hash it was stored under: enough to tell which link was sent, useless for signing in.
 */
export async function createMailer(options: {
  db: Db;
  smtpUrl?: string;
  from: string;
  dataDir?: string;
  clock?: () => Date;
  log: (line: Record<string, unknown>) => void;
}): Promise<Mailer> {
  const { db, clock = () => new Date() } = options;
  const transport: Transport = options.smtpUrl
    ? await smtpTransport(options.smtpUrl, options.from)
    : fileTransport(options.dataDir, options.log);
  return {
    async send(mail) {
      const id = randomUUID();
      const createdAt = clock();
      const kept = withoutSecrets(mail);
      await addMail(db, { id, to: mail.to, subject: mail.subject, body: kept, createdAt });
      await transport(mail, kept, createdAt, id);
      await markMailSent(db, id, clock());
    },
  };
}

async function smtpTransport(url: string, from: string): Promise<Transport> {
  const nodemailer = await import('nodemailer');
  const smtp = nodemailer.createTransport(url);
  return async (mail) => {
    await smtp.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
  };
}

function withoutSecrets(mail: Mail): string {
  let text = mail.text;
  for (const secret of mail.secrets ?? []) if (secret) text = text.replaceAll(secret, `[redacted sha256:${hashToken(secret).slice(0, 12)}]`);
  return text;
}

/** Where, without SMTP, the mail of `id` made at `createdAt` is written whole. */
export const outboxFile = (dataDir: string, createdAt: Date, id: string): string => join(dataDir, 'outbox', `${createdAt.getTime()}-${id}.json`);

function fileTransport(dataDir: string | undefined, log: (line: Record<string, unknown>) => void): Transport {
  return async (mail, kept, createdAt, id) => {
    const file = dataDir ? outboxFile(dataDir, createdAt, id) : undefined;
    log({ level: 'info', msg: 'mail', to: mail.to, subject: mail.subject, text: kept, ...(file ? { file } : {}) });
    if (!file) return;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify({ to: mail.to, subject: mail.subject, text: mail.text, createdAt: createdAt.toISOString() }, null, 2));
  };
}
