-- Two-factor sign-in. The key is sealed with the server's secret key (never stored in the clear); a
-- key being set up waits in totp_pending until a code from it turns it on. The last step a code was
-- accepted for is kept, so that no code is accepted twice.
ALTER TABLE users ADD COLUMN totp_secret text;
ALTER TABLE users ADD COLUMN totp_pending text;
ALTER TABLE users ADD COLUMN totp_last_step bigint;

-- Ten single-use codes for a lost phone, kept as hashes.
CREATE TABLE recovery_codes (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (user_id, code_hash)
);

-- A right password of a two-factor user: good for one code check within 5 minutes, never a session.
CREATE TABLE mfa_challenges (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
