-- Every account has one owner: its creator until they hand it over. Nobody else can delete the owner
-- or reset the owner's two-factor sign-in. An account from before is owned by its first ADMIN.
ALTER TABLE accounts ADD COLUMN owner_id uuid REFERENCES users (id) ON DELETE SET NULL;
UPDATE accounts a SET owner_id = (
  SELECT u.id FROM users u WHERE u.account_id = a.id AND u.role = 'ADMIN' ORDER BY u.created_at, u.id LIMIT 1);
