export const PAGES: Record<string, string>;
/** For each page: its JS files, their gzip size in bytes and every source module in them. */
export function routeSizes(root: string): Record<string, { files: string[]; gzip: number; modules: string[] }>;
