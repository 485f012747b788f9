-- Where an account's subscription stands, as the payment provider's events tell it.
--   active:   paid up.
--   past_due: a payment failed; the stores keep working until protected_until (the grace period).
--   canceled: the subscription ended; the stores were disabled, the account chooses a plan again.
ALTER TABLE accounts ADD COLUMN billing_status text NOT NULL DEFAULT 'active' CHECK (billing_status IN ('active', 'past_due', 'canceled'));
ALTER TABLE accounts ADD COLUMN protected_until timestamptz;
-- The creation time of the newest subscription event applied: an older one arriving late changes nothing.
ALTER TABLE accounts ADD COLUMN billing_event_at timestamptz;
CREATE INDEX accounts_billing_subscription ON accounts (billing_subscription_id);
