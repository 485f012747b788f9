import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../db/types.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

type Transport = (mail: Mail, createdAt: Date, id: string) => Promise<void>;

/** Records every mail in the outbox table, then hands it to SMTP or, without SMTP_URL, to the log and a file. */
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
    : fileTransport(options.dataDir ? join(options.dataDir, 'outbox') : undefined, options.log);
  return {
    async send(mail) {
      const id = randomUUID();
      const createdAt = clock();
      await db.query('INSERT INTO outbox (id, to_address, subject, body, created_at) VALUES ($1, $2, $3, $4, $5)', [
        id,
        mail.to,
        mail.subject,
        mail.text,
        createdAt,
      ]);
      await transport(mail, createdAt, id);
      await db.query('UPDATE outbox SET sent_at = $2 WHERE id = $1', [id, clock()]);
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

function fileTransport(dir: string | undefined, log: (line: Record<string, unknown>) => void): Transport {
  return async (mail, createdAt, id) => {
    log({ level: 'info', msg: 'mail', to: mail.to, subject: mail.subject, text: mail.text });
    if (!dir) return;
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `${createdAt.getTime()}-${id}.json`);
    writeFileSync(file, JSON.stringify({ to: mail.to, subject: mail.subject, text: mail.text, createdAt: createdAt.toISOString() }, null, 2));
  };
}
