-- How many codes a sign-in ticket has been tried with: it takes only so many, counted on its own row
-- so that every server process sharing the database counts together.
ALTER TABLE mfa_challenges ADD COLUMN codes_tried integer NOT NULL DEFAULT 0;
