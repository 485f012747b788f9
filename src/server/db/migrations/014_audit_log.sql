-- The account's security and billing events, for its admins' Activity page: who (kept by name too, so
-- a deleted user's events still say who), what, from which address, when. Kept 12 months.
CREATE TABLE audit_events (
  id bigserial PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
  actor text,
  kind text NOT NULL,
  detail text,
  address text,
  created_at timestamptz NOT NULL
);
CREATE INDEX audit_events_account ON audit_events (account_id, created_at DESC, id DESC);
