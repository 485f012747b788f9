CREATE TABLE accounts (
  id uuid PRIMARY KEY,
  company text,
  plan text,
  onboarding_step text NOT NULL DEFAULT 'CHOOSE_PLAN'
    CHECK (onboarding_step IN ('CHOOSE_PLAN', 'CHECKOUT_STARTED', 'SUBSCRIBED', 'SETUP_STORE', 'COMPLETED')),
  billing_customer_id text,
  created_at timestamptz NOT NULL
);

CREATE TABLE users (
  id uuid PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  email text NOT NULL UNIQUE,
  name text NOT NULL,
  role text NOT NULL CHECK (role IN ('ADMIN', 'STANDARD')),
  status text NOT NULL CHECK (status IN ('INVITED', 'DISABLED', 'USER_SETUP_COMPLETED')),
  password_hash text,
  created_at timestamptz NOT NULL
);
CREATE INDEX users_account_id ON users (account_id);

-- Only the SHA-256 of a token is kept: a copy of the database signs nobody in.
CREATE TABLE auth_tokens (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX auth_tokens_user_id ON auth_tokens (user_id);

CREATE TABLE one_time_tokens (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('reset', 'invite')),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX one_time_tokens_user_id ON one_time_tokens (user_id);

CREATE TABLE outbox (
  id uuid PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL,
  sent_at timestamptz
);
