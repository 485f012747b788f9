-- Each user's settings: the time zone dates are shown in, and which mails they want.
ALTER TABLE users ADD COLUMN time_zone text NOT NULL DEFAULT 'UTC' CHECK (time_zone IN ('UTC', 'EST', 'PST'));
ALTER TABLE users ADD COLUMN notifications text NOT NULL DEFAULT 'all' CHECK (notifications IN ('all', 'important', 'none'));
-- A new email address waits in its confirmation link until the link is opened.
ALTER TABLE one_time_tokens ADD COLUMN new_email text;
ALTER TABLE one_time_tokens DROP CONSTRAINT one_time_tokens_purpose_check;
ALTER TABLE one_time_tokens ADD CONSTRAINT one_time_tokens_purpose_check CHECK (purpose IN ('reset', 'invite', 'email'));
