-- Rate-limit windows shared by every server process on one PostgreSQL (the embedded store, one
-- process, keeps them in memory). A key's row is its current fixed window. Unlogged: the counters
-- write no WAL, so counting a hit costs no disk flush; a crash of the database empties them (a
-- clean restart keeps them), which only gives every limit a fresh window.
CREATE UNLOGGED TABLE rate_limits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX rate_limits_reset_at ON rate_limits (reset_at);
