-- The browser an event of the activity came from ("Chrome 132 on macOS"), beside its address.
ALTER TABLE audit_events ADD COLUMN browser text;
