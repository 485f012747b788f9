-- The hourly purge finds every account's events past 12 months by their age alone.
CREATE INDEX audit_events_created ON audit_events (created_at);
