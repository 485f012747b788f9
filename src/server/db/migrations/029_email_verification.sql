-- An address is a user's once its owner proves it: the link mailed on registration, an invitation's,
-- a reset's or an email change's. Until then the registration holds nothing: another registration of
-- the address replaces it, and it goes after a day. Users from before signed in with their address
-- for as long as they have, so they count as proven; invited ones prove it by joining.
ALTER TABLE users ADD COLUMN email_verified_at timestamptz;
UPDATE users SET email_verified_at = created_at WHERE status <> 'INVITED';
CREATE INDEX users_unverified_by_age ON users (created_at) WHERE email_verified_at IS NULL;
ALTER TABLE one_time_tokens DROP CONSTRAINT one_time_tokens_purpose_check;
ALTER TABLE one_time_tokens ADD CONSTRAINT one_time_tokens_purpose_check CHECK (purpose IN ('reset', 'invite', 'email', 'verify'));
