CREATE TABLE whitelist_ips (
  id uuid PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  ip_address text NOT NULL,
  tag text,
  -- The adder may later be removed from the team; their name stays on what they added.
  added_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  added_by_name text NOT NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (account_id, ip_address)
);
