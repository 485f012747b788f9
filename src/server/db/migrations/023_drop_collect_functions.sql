-- The batch of beacons is sent as a statement of its own (data/metering.ts); no running
-- process calls these stored functions any more, so they go rather than drift from the statement.
DROP FUNCTION IF EXISTS collect_batch(uuid[], text[], uuid[], text[], text[], text[], int[], int[], uuid[], text[], int[], text[], int[], timestamptz, bigint, bigint, date);
DROP FUNCTION IF EXISTS collect_beacons(uuid[], text[], int[], text[], int[], int[], text[], text[], text[], uuid[], int[], int[], int[], timestamptz, bigint, bigint, date);
DROP FUNCTION IF EXISTS collect_new_beacons(uuid[], text[], int[], text[], int[], int[], text[], text[], text[], uuid[], int[], int[], int[], timestamptz, bigint, bigint, date);
