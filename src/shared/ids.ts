const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Row ids are uuids; anything else cannot name a row, so it is simply not found. */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
