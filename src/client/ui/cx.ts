type Part = string | number | bigint | boolean | null | undefined;

/** The class names (or ids) that are set, space-separated: `cx(styles.row, open && styles.open)`. */
export const cx = (...parts: Part[]): string => parts.filter(Boolean).join(' ');
