import { closeSync, fsyncSync, openSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Syncs every file and folder below dir, then dir itself (a new data directory, before it is moved into place). */
export function syncTree(dir: string): void {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) syncTree(path);
    else syncPath(path);
  }
  syncPath(dir);
}

export function syncPath(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
