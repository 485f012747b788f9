import type { Queryable } from '../db/types.js';

// outbox: every mail the server sends, its text without the secrets (see services/mail.ts).

export async function addMail(db: Queryable, mail: { id: string; to: string; subject: string; body: string; createdAt: Date }): Promise<void> {
  await db.query('INSERT INTO outbox (id, to_address, subject, body, created_at) VALUES ($1, $2, $3, $4, $5)', [mail.id, mail.to, mail.subject, mail.body, mail.createdAt]);
}

export async function markMailSent(db: Queryable, id: string, at: Date): Promise<void> {
  await db.query('UPDATE outbox SET sent_at = $2 WHERE id = $1', [id, at]);
}

/** The newest mail to an address with this subject: its id and time (which name its file in DATA_DIR/outbox). */
export async function newestMailTo(db: Queryable, to: string, subject: string): Promise<{ id: string; createdAt: Date } | undefined> {
  const [row] = await db.query<{ id: string; created_at: Date }>(
    'SELECT id, created_at FROM outbox WHERE to_address = $1 AND subject = $2 ORDER BY created_at DESC LIMIT 1',
    [to, subject],
  );
  return row && { id: row.id, createdAt: new Date(row.created_at) };
}
