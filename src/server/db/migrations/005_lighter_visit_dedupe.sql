-- Visit ids only have to be remembered within their month. Keyed by month first, the rows of a
-- past month are one index range that the meter deletes in small chunks, and a restart that finds
-- nothing to delete pays one index probe.
ALTER TABLE session_visits DROP CONSTRAINT session_visits_pkey;
ALTER TABLE session_visits ADD PRIMARY KEY (year_month, store_id, visit_id);

-- The batch statement only records visits of stores it has just found enabled, and stores are never
-- deleted, so the foreign key's per-row check on the hottest write bought nothing (about a third of
-- that statement's time). Whatever one day deletes stores must delete their session_visits too.
ALTER TABLE session_visits DROP CONSTRAINT session_visits_store_id_fkey;
