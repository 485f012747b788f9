-- What the beacons say of a store's install, written by the batch statement at most once a minute:
-- the last start from a page of the store's own domain, and the last from a page of another host.
ALTER TABLE stores ADD COLUMN last_start_at timestamptz;
ALTER TABLE stores ADD COLUMN foreign_host text;
ALTER TABLE stores ADD COLUMN foreign_start_at timestamptz;
