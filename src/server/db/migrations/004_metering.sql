-- One row per counted visit and month: a retried or replayed "start" finds its row and is not counted
-- again, also after a restart and across server processes sharing one PostgreSQL.
CREATE TABLE session_visits (
  store_id uuid NOT NULL REFERENCES stores (id) ON DELETE CASCADE,
  year_month text NOT NULL,
  visit_id uuid NOT NULL,
  PRIMARY KEY (store_id, year_month, visit_id)
);

-- Quota mails already sent: each threshold once per account and month.
CREATE TABLE quota_notices (
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  year_month text NOT NULL,
  threshold integer NOT NULL,
  sent_at timestamptz NOT NULL,
  PRIMARY KEY (account_id, year_month, threshold)
);
