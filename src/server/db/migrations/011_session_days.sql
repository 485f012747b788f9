-- Sessions counted and starts rejected per store and UTC day, for the analytics chart. Written by the
-- meter's batch statement in the same commit as session_counts (which stays the month's figure the
-- quota is held to); days older than twelve months are pruned with the month's visit ids.
CREATE TABLE session_days (
  store_id uuid NOT NULL,
  day date NOT NULL,
  count integer NOT NULL DEFAULT 0,
  rejected integer NOT NULL DEFAULT 0,
  PRIMARY KEY (store_id, day)
);
