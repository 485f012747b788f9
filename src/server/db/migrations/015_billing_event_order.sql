-- A subscription's plan and its payments are ordered apart: a late invoice event must still apply
-- after a newer plan change (and after our own upgrade), and a late plan change after a newer
-- payment. billing_event_at becomes the plan's clock; payments get their own.
ALTER TABLE accounts RENAME COLUMN billing_event_at TO plan_event_at;
ALTER TABLE accounts ADD COLUMN payment_event_at timestamptz;
UPDATE accounts SET payment_event_at = plan_event_at;
