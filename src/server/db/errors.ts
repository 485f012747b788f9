// The store's refusals that callers act on, by their PostgreSQL error codes.
export const isUniqueViolation = (err: unknown): boolean => (err as { code?: string })?.code === '23505';
export const isForeignKeyViolation = (err: unknown): boolean => (err as { code?: string })?.code === '23503';
