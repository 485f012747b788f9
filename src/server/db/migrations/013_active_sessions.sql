-- Each session as its user sees it in Settings: an id to name it by (never its token's hash), when it
-- was last used, and the address and browser it was opened from. Sessions from before carry none.
ALTER TABLE auth_tokens ADD COLUMN id uuid NOT NULL DEFAULT gen_random_uuid();
ALTER TABLE auth_tokens ADD COLUMN last_used_at timestamptz;
ALTER TABLE auth_tokens ADD COLUMN address text;
ALTER TABLE auth_tokens ADD COLUMN user_agent text;
CREATE UNIQUE INDEX auth_tokens_id ON auth_tokens (id);
