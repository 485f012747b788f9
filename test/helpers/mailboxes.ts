// Each test server's DATA_DIR by its URL, in-process or a child process alike: where a helper that
// only knows a server's URL (register(), which proves the address) reads the mail it was sent.
const dataDirs = new Map<string, string>();

export const rememberMailbox = (url: string, dataDir: string): void => void dataDirs.set(url, dataDir);

export function mailboxOf(url: string): string {
  const dataDir = dataDirs.get(url);
  if (!dataDir) throw new Error(`no test server at ${url}`);
  return dataDir;
}
