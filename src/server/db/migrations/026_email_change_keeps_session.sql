-- An email change, once confirmed, ends every session of its user but the one that asked for it.
ALTER TABLE one_time_tokens ADD COLUMN kept_session text;
