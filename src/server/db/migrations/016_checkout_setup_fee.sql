-- The setup fee is paid once per account: a checkout records the fee it charges (none for an account
-- that paid one before, coming back after its subscription ended).
ALTER TABLE checkouts ADD COLUMN setup_fee_usd integer NOT NULL DEFAULT 300;
