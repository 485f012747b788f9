-- Sessions counted and starts rejected per store and UTC day: the analytics chart's figures, and
-- summed over a month, the month's count the quota is held to (so the meter's batch statement keeps
-- writing one row per store). Months counted before days were kept have their total on their 1st.
-- Days older than twelve months are pruned with the month's visit ids.
CREATE TABLE session_days (
  store_id uuid NOT NULL,
  day date NOT NULL,
  count integer NOT NULL DEFAULT 0,
  rejected integer NOT NULL DEFAULT 0,
  PRIMARY KEY (store_id, day)
);
INSERT INTO session_days (store_id, day, count, rejected)
SELECT store_id, to_date(year_month, 'YYYY-MM'), count, rejected FROM session_counts;
DROP TABLE session_counts;
