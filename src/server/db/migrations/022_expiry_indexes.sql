-- The hourly purge deletes the sessions, mailed links, billing portal visits and two-factor steps
-- past their expiry a chunk at a time; each chunk finds its rows through these instead of reading
-- the whole table again.
CREATE INDEX auth_tokens_expires_at ON auth_tokens (expires_at);
CREATE INDEX one_time_tokens_expires_at ON one_time_tokens (expires_at);
CREATE INDEX portal_sessions_expires_at ON portal_sessions (expires_at);
CREATE INDEX mfa_challenges_expires_at ON mfa_challenges (expires_at);
