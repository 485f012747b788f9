-- A subscription's plan and its payments are ordered apart: a late invoice event must still apply
-- after a newer plan change (and after our own upgrade), and a late plan change after a newer
-- payment. Each starts from the one clock kept so far; billing_event_at stays for servers of the
-- previous release still running beside new ones on PostgreSQL, and nothing reads it any more.
ALTER TABLE accounts ADD COLUMN plan_event_at timestamptz;
ALTER TABLE accounts ADD COLUMN payment_event_at timestamptz;
UPDATE accounts SET plan_event_at = billing_event_at, payment_event_at = billing_event_at;
