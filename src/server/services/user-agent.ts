/** Each browser by the marks its User-Agent carries, the first of them followed by its version. */
const BROWSERS: [name: string, marks: RegExp][] = [
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /(?:OPR|Opera)\/(\d+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /(?:Chrome|CriOS|Chromium)\/(\d+)/],
  ['Safari', /Version\/(\d+).*Safari\/|Safari\//],
];

/**
 * "Firefox on Windows": what a person recognises of a browser's User-Agent, for the list of sessions;
 * with `version`, "Firefox 133 on Windows", for the activity log.
 */
export function describeUserAgent(ua: string | null | undefined, { version = false } = {}): string {
  if (!ua) return 'Unknown browser';
  const found = BROWSERS.map(([name, marks]) => [name, marks.exec(ua)] as const).find(([, match]) => match);
  const browser = found ? (version && found[1]![1] ? `${found[0]} ${found[1]![1]}` : found[0]) : 'Unknown browser';
  const system =
    /iPhone|iPad|iPod/.test(ua) ? 'iOS'
    : /Android/.test(ua) ? 'Android'
    : /Windows/.test(ua) ? 'Windows'
    : /Mac OS X|Macintosh/.test(ua) ? 'macOS'
    : /CrOS/.test(ua) ? 'ChromeOS'
    : /Linux/.test(ua) ? 'Linux'
    : '';
  return system ? `${browser} on ${system}` : browser;
}
