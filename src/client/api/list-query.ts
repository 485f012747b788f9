import type { QueryDef } from './ApiProvider.js';
import type { Tag } from './cache.js';

/**
 * A GET whose answer holds one list under `field` ({ users: [...] }): the query gives the list, or an
 * empty one when the field is missing.
 */
export const listQuery = <Item>({ key, tag, path, field }: { key: string; tag: Tag; path: string; field: string }): QueryDef<void, Item[]> => ({
  key: () => key,
  tags: [tag],
  request: () => ({ method: 'GET', path }),
  select: (answer: Record<string, Item[] | undefined>) => answer[field] ?? [],
});
