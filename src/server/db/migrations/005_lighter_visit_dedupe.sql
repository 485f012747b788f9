-- The batch statement only records visits of stores it has just found enabled, and stores are never
-- deleted, so the foreign key's per-row check on the hottest write bought nothing (about a third of
-- that statement's time).
ALTER TABLE session_visits DROP CONSTRAINT IF EXISTS session_visits_store_id_fkey;
