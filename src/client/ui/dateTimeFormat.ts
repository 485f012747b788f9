const formats = new Map<string, Intl.DateTimeFormat>();

/** "Nov 25, 2026, 9:30 AM" in a time zone (the browser's when none is given), made once per zone. */
export function dateTimeFormat(timeZone?: string): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone })));
  return format;
}
