-- Session starts a store received but did not count: sent from a page outside the store's domain,
-- or over the hourly allowance of the sender's address. Kept per month beside the count.
ALTER TABLE session_counts ADD COLUMN rejected integer NOT NULL DEFAULT 0;
