-- A checkout is one attempt to pay for a plan; its id is also the local provider's page address.
CREATE TABLE checkouts (
  id text PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  plan text NOT NULL,
  provider text NOT NULL,
  provider_ref text,
  status text NOT NULL CHECK (status IN ('pending', 'completed', 'superseded')),
  created_at timestamptz NOT NULL,
  completed_at timestamptz
);
CREATE INDEX checkouts_account_id ON checkouts (account_id);

ALTER TABLE accounts ADD COLUMN billing_subscription_id text;

-- Provider events already applied, so a webhook delivered twice changes nothing the second time.
CREATE TABLE billing_events (
  id text PRIMARY KEY,
  type text NOT NULL,
  received_at timestamptz NOT NULL
);

-- What the local provider's portal lists.
CREATE TABLE invoices (
  id uuid PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  description text NOT NULL,
  amount_usd integer NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX invoices_account_id ON invoices (account_id);

CREATE TABLE stores (
  id uuid PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  -- The client's idempotency key: the same key twice creates one store.
  client_id text NOT NULL,
  domain text NOT NULL,
  platform text NOT NULL CHECK (platform IN ('shopify', 'wordpress', 'custom')),
  countries text[] NOT NULL,
  disabled boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  UNIQUE (account_id, domain),
  UNIQUE (account_id, client_id)
);

CREATE TABLE session_counts (
  store_id uuid NOT NULL REFERENCES stores (id) ON DELETE CASCADE,
  year_month text NOT NULL,
  count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (store_id, year_month)
);

-- The local provider's portal page is opened in a new tab, without the bearer token: a short-lived link.
CREATE TABLE portal_sessions (
  token_hash text PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
