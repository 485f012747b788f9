-- collect_beacons and collect_new_beacons (migrations 020 and 021) again, deciding the same, but for
-- what an address's starts refused for its minute (answered 429, heard of no further) add to its hourly
-- allowance on a store: nothing now, where they had used it up as if heard. The address windows are
-- therefore written first, the allowances from the starts they let through.
CREATE OR REPLACE FUNCTION collect_beacons(
  pair_store uuid[], pair_ip text[], pair_starts int[],
  address_ip text[], address_beacons int[],
  group_pair int[], group_month text[], group_neighbour_month text[], group_page_host text[],
  start_visit uuid[], start_group int[], start_ip_offset int[], start_pair_offset int[],
  at_time timestamptz, beacons_per_minute bigint, starts_per_hour bigint, today date
) RETURNS TABLE (key text, hits int, reset_at timestamptz) LANGUAGE plpgsql AS $body$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH pair AS (
    SELECT p.pair_no, p.store_id, p.ip, p.starts, s.domain
      FROM unnest(pair_store, pair_ip, pair_starts) WITH ORDINALITY AS p (store_id, ip, starts, pair_no)
      JOIN stores s ON s.id = p.store_id AND NOT s.disabled
      JOIN accounts a ON a.id = s.account_id AND (a.protected_until IS NULL OR a.protected_until > at_time)
  ), addresses AS (
    INSERT INTO rate_limits AS r (key, hits, reset_at)
    SELECT 'collect:ip:' || a.ip, a.hits, at_time + interval '1 minute' FROM unnest(address_ip, address_beacons) AS a (ip, hits) ORDER BY 1
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN r.reset_at <= at_time THEN EXCLUDED.hits ELSE r.hits + EXCLUDED.hits END,
      reset_at = CASE WHEN r.reset_at <= at_time THEN EXCLUDED.reset_at ELSE r.reset_at END
    RETURNING r.key, r.hits, r.reset_at
  ), grp AS (
    SELECT g.group_no, p.pair_no, p.store_id, g.year_month, g.neighbour_month, address.hits AS address_hits,
           (g.page_host = p.domain OR right(g.page_host, length(p.domain) + 1) = '.' || p.domain) AS on_domain
      FROM unnest(group_pair, group_month, group_neighbour_month, group_page_host) WITH ORDINALITY
           AS g (pair_no, year_month, neighbour_month, page_host, group_no)
      JOIN pair p ON p.pair_no = g.pair_no
      JOIN addresses address ON address.key = 'collect:ip:' || p.ip
  ), heard AS (
    SELECT b.visit_id, b.pair_offset, g.group_no, g.pair_no
      FROM unnest(start_visit, start_group, start_ip_offset, start_pair_offset) AS b (visit_id, group_no, ip_offset, pair_offset)
      JOIN grp g ON g.group_no = b.group_no
     WHERE g.address_hits + b.ip_offset <= beacons_per_minute
  ), pair_heard AS (
    SELECT h.pair_no, count(*)::int AS heard FROM heard h GROUP BY h.pair_no
  ), allowances AS (
    INSERT INTO rate_limits AS r (key, hits, reset_at)
    SELECT 'collect:sessions:' || p.store_id || ':' || p.ip, h.heard, at_time + interval '1 hour'
      FROM pair_heard h JOIN pair p ON p.pair_no = h.pair_no ORDER BY 1
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN r.reset_at <= at_time THEN EXCLUDED.hits ELSE r.hits + EXCLUDED.hits END,
      reset_at = CASE WHEN r.reset_at <= at_time THEN EXCLUDED.reset_at ELSE r.reset_at END
    RETURNING r.key, r.hits
  ), pair_allowance AS (
    -- The allowance each of the pair's heard starts is measured against: they are the first of its
    -- starts in the batch, so each one's offset from the pair's last start is off by those not heard.
    SELECT p.pair_no, w.hits + p.starts - h.heard AS hits
      FROM pair_heard h JOIN pair p ON p.pair_no = h.pair_no
      JOIN allowances w ON w.key = 'collect:sessions:' || p.store_id || ':' || p.ip
  ), incoming AS (
    SELECT g.store_id, g.year_month, h.visit_id, g.neighbour_month,
           g.on_domain AND w.hits + h.pair_offset <= starts_per_hour AS accepted
      FROM heard h JOIN grp g ON g.group_no = h.group_no JOIN pair_allowance w ON w.pair_no = h.pair_no
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
  SELECT w.key, w.hits, w.reset_at FROM addresses w;
END
$body$;

CREATE OR REPLACE FUNCTION collect_new_beacons(
  pair_store uuid[], pair_ip text[], pair_starts int[],
  address_ip text[], address_beacons int[],
  group_pair int[], group_month text[], group_neighbour_month text[], group_page_host text[],
  start_visit uuid[], start_group int[], start_ip_offset int[], start_pair_offset int[],
  at_time timestamptz, beacons_per_minute bigint, starts_per_hour bigint, today date
) RETURNS TABLE (key text, hits int, reset_at timestamptz) LANGUAGE plpgsql AS $body$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH pair AS (
    SELECT p.pair_no, p.store_id, p.ip, p.starts, s.domain
      FROM unnest(pair_store, pair_ip, pair_starts) WITH ORDINALITY AS p (store_id, ip, starts, pair_no)
      JOIN stores s ON s.id = p.store_id AND NOT s.disabled
      JOIN accounts a ON a.id = s.account_id AND (a.protected_until IS NULL OR a.protected_until > at_time)
  ), addresses AS (
    INSERT INTO rate_limits AS r (key, hits, reset_at)
    SELECT 'collect:ip:' || a.ip, a.hits, at_time + interval '1 minute' FROM unnest(address_ip, address_beacons) AS a (ip, hits) ORDER BY 1
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN r.reset_at <= at_time THEN EXCLUDED.hits ELSE r.hits + EXCLUDED.hits END,
      reset_at = CASE WHEN r.reset_at <= at_time THEN EXCLUDED.reset_at ELSE r.reset_at END
    RETURNING r.key, r.hits, r.reset_at
  ), grp AS (
    SELECT g.group_no, p.pair_no, p.store_id, g.year_month, g.neighbour_month, address.hits AS address_hits,
           (g.page_host = p.domain OR right(g.page_host, length(p.domain) + 1) = '.' || p.domain) AS on_domain
      FROM unnest(group_pair, group_month, group_neighbour_month, group_page_host) WITH ORDINALITY
           AS g (pair_no, year_month, neighbour_month, page_host, group_no)
      JOIN pair p ON p.pair_no = g.pair_no
      JOIN addresses address ON address.key = 'collect:ip:' || p.ip
  ), heard AS (
    SELECT b.visit_id, b.pair_offset, g.group_no, g.pair_no
      FROM unnest(start_visit, start_group, start_ip_offset, start_pair_offset) AS b (visit_id, group_no, ip_offset, pair_offset)
      JOIN grp g ON g.group_no = b.group_no
     WHERE g.address_hits + b.ip_offset <= beacons_per_minute
  ), pair_heard AS (
    SELECT h.pair_no, count(*)::int AS heard FROM heard h GROUP BY h.pair_no
  ), allowances AS (
    INSERT INTO rate_limits AS r (key, hits, reset_at)
    SELECT 'collect:sessions:' || p.store_id || ':' || p.ip, h.heard, at_time + interval '1 hour'
      FROM pair_heard h JOIN pair p ON p.pair_no = h.pair_no ORDER BY 1
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN r.reset_at <= at_time THEN EXCLUDED.hits ELSE r.hits + EXCLUDED.hits END,
      reset_at = CASE WHEN r.reset_at <= at_time THEN EXCLUDED.reset_at ELSE r.reset_at END
    RETURNING r.key, r.hits
  ), pair_allowance AS (
    -- The allowance each of the pair's heard starts is measured against: they are the first of its
    -- starts in the batch, so each one's offset from the pair's last start is off by those not heard.
    SELECT p.pair_no, w.hits + p.starts - h.heard AS hits
      FROM pair_heard h JOIN pair p ON p.pair_no = h.pair_no
      JOIN allowances w ON w.key = 'collect:sessions:' || p.store_id || ':' || p.ip
  ), incoming AS (
    SELECT g.store_id, g.year_month, h.visit_id, g.neighbour_month,
           g.on_domain AND w.hits + h.pair_offset <= starts_per_hour AS accepted
      FROM heard h JOIN grp g ON g.group_no = h.group_no JOIN pair_allowance w ON w.pair_no = h.pair_no
  ), fresh AS (
    INSERT INTO session_visits (store_id, year_month, visit_id)
    SELECT DISTINCT i.store_id, i.year_month, i.visit_id FROM incoming i
     WHERE accepted AND (i.neighbour_month = '' OR NOT EXISTS (
       SELECT 1 FROM session_visits v WHERE v.year_month = i.neighbour_month AND v.store_id = i.store_id AND v.visit_id = i.visit_id))
     ORDER BY i.year_month, i.store_id, i.visit_id
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
  SELECT w.key, w.hits, w.reset_at FROM addresses w;
END
$body$;
