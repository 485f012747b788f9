-- The meter's batch of session beacons as one function, so that its statement is planned once per
-- connection rather than on every batch (planning took about as long as executing it). What it
-- decides is unchanged, all in one statement, limits included:
-- Every beacon is a hit on its address's minute window ('collect:ip:' || address); the starts of an
-- enabled store (whose account, if a payment failed, is still within its grace period) are also
-- hits on their (store, address) hour window, kept in rate_limits like every limit, so processes
-- sharing a database count together (a made-up store id makes no window). Within the batch, beacons
-- take their places in arrival order: the caller sends each start's place as an offset from the last
-- of its address's beacons and of its pair's starts, so a window's new total plus the offset is the
-- count that start reached. A start within its address's minute counts when it came from a page on
-- the store's domain or one of its subdomains and within its hourly allowance, each visit once (the
-- visits not seen before are kept); the others are added up as rejected, in the same commit, on the
-- store's row of the batch's UTC day (kept within the visit's month: a start received in the last
-- moment of a month and written in the first of the next is counted on the last day of its month).
-- Rows are taken in key order so that processes lock alike. Answers the stores whose count grew
-- (hits null) and the address windows.
CREATE FUNCTION collect_batch(
  start_store uuid[], start_ip text[], start_visit uuid[], start_month text[], start_neighbour_month text[],
  start_page_host text[], start_ip_offset int[], start_pair_offset int[],
  pair_store uuid[], pair_ip text[], pair_starts int[],
  address_ip text[], address_beacons int[],
  at_time timestamptz, beacons_per_minute bigint, starts_per_hour bigint, today date
) RETURNS TABLE (key text, hits int, reset_at timestamptz) LANGUAGE plpgsql AS $body$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH pair AS (
    SELECT p.store_id, p.ip, p.starts, s.domain
      FROM unnest(pair_store, pair_ip, pair_starts) AS p (store_id, ip, starts)
      JOIN stores s ON s.id = p.store_id AND NOT s.disabled
      JOIN accounts a ON a.id = s.account_id AND (a.protected_until IS NULL OR a.protected_until > at_time)
  ), hit AS (
    SELECT 'collect:ip:' || ip AS key, hits, 60000 AS window_ms FROM unnest(address_ip, address_beacons) AS a (ip, hits)
    UNION ALL
    SELECT 'collect:sessions:' || store_id || ':' || ip, starts, 3600000 FROM pair
  ), windows AS (
    INSERT INTO rate_limits AS r (key, hits, reset_at)
    SELECT h.key, h.hits, at_time + h.window_ms * interval '1 millisecond' FROM hit h ORDER BY h.key
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN r.reset_at <= at_time THEN EXCLUDED.hits ELSE r.hits + EXCLUDED.hits END,
      reset_at = CASE WHEN r.reset_at <= at_time THEN EXCLUDED.reset_at ELSE r.reset_at END
    RETURNING r.key, r.hits, r.reset_at
  ), incoming AS (
    SELECT b.store_id, b.year_month, b.visit_id, b.neighbour_month,
           allowance.hits + b.pair_offset <= starts_per_hour
             AND (b.page_host = p.domain OR right(b.page_host, length(p.domain) + 1) = '.' || p.domain) AS accepted
      FROM unnest(start_store, start_ip, start_visit, start_month, start_neighbour_month, start_page_host, start_ip_offset, start_pair_offset)
           AS b (store_id, ip, visit_id, year_month, neighbour_month, page_host, ip_offset, pair_offset)
      JOIN pair p ON p.store_id = b.store_id AND p.ip = b.ip
      JOIN windows address ON address.key = 'collect:ip:' || b.ip
      JOIN windows allowance ON allowance.key = 'collect:sessions:' || b.store_id || ':' || b.ip
     WHERE address.hits + b.ip_offset <= beacons_per_minute
  ), fresh AS (
    INSERT INTO session_visits (store_id, year_month, visit_id)
    SELECT DISTINCT i.store_id, i.year_month, i.visit_id FROM incoming i
     WHERE accepted AND (i.neighbour_month = '' OR NOT EXISTS (
       SELECT 1 FROM session_visits v WHERE v.year_month = i.neighbour_month AND v.store_id = i.store_id AND v.visit_id = i.visit_id))
     ORDER BY i.year_month, i.store_id, i.visit_id
    ON CONFLICT DO NOTHING
    RETURNING store_id, year_month
  ), totals AS (
    SELECT t.store_id, t.year_month, count(*) FILTER (WHERE counted)::int AS counted, count(*) FILTER (WHERE NOT counted)::int AS rejected
      FROM (SELECT f.store_id, f.year_month, true AS counted FROM fresh f
            UNION ALL
            SELECT i.store_id, i.year_month, false FROM incoming i WHERE NOT i.accepted) AS t
     GROUP BY t.store_id, t.year_month
  ), written AS (
    INSERT INTO session_days AS d (store_id, day, count, rejected)
    SELECT t.store_id, LEAST(GREATEST(today, t.first), (t.first + interval '1 month' - interval '1 day')::date), t.counted, t.rejected
      FROM (SELECT *, to_date(year_month, 'YYYY-MM') AS first FROM totals) AS t
     ORDER BY t.store_id, t.year_month
    ON CONFLICT (store_id, day)
    DO UPDATE SET count = d.count + EXCLUDED.count, rejected = d.rejected + EXCLUDED.rejected
  )
  SELECT t.store_id::text, NULL::int, NULL::timestamptz FROM totals t WHERE t.counted > 0
  UNION ALL
  SELECT w.key, w.hits, w.reset_at FROM windows w WHERE w.key LIKE 'collect:ip:%';
END
$body$;
