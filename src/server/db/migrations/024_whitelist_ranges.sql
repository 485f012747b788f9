-- Whitelist entries are addresses or CIDR ranges, matched by the beacon batch statement against each
-- start's own address (entry >>= address). As inet, one address is one entry however it was written.
ALTER TABLE whitelist_ips ALTER COLUMN ip_address TYPE inet USING ip_address::inet;
-- The entries covering an address, found without reading a long list entry by entry.
CREATE INDEX whitelist_ips_covering ON whitelist_ips USING gist (ip_address inet_ops);

-- Sessions from whitelisted addresses: counted per store and day, not billed, not in the quota.
ALTER TABLE session_days ADD COLUMN whitelisted integer NOT NULL DEFAULT 0;
