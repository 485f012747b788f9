import { NodeFS } from '@electric-sql/pglite/nodefs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { fdatasyncSync, fsyncSync } from 'node:fs';

type Stream = { nfd?: number; node: { mode: number } };
const isDirectory = (mode: number) => (mode & 0o170000) === 0o040000;

/**
 * PGlite's Node file system, with file syncs that reach the disk. Emscripten hands PostgreSQL's
 * fsync() to the file system's stream fsync, which PGlite's Node file system leaves out, so every
 * sync was a no-op. Files get fdatasync (data and size, as PostgreSQL uses on Linux by default) and
 * directories fsync (their entries: new and renamed files).
 */
export class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]) {
    const { emscriptenOpts } = await super.init(pg, opts);
    const preRun = [emscriptenOpts.preRun ?? []].flat();
    const syncStreams = (mod: { NODEFS: { stream_ops?: Record<string, unknown> } }) => {
      mod.NODEFS.stream_ops!.fsync = (stream: Stream) => {
        if (stream.nfd === undefined) return 0;
        (isDirectory(stream.node.mode) ? fsyncSync : fdatasyncSync)(stream.nfd);
        return 0;
      };
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...preRun, syncStreams as never] } };
  }
}

/**
 * PGlite's start parameters with syncing on: its defaults pass -F (fsync off). PostgreSQL's default
 * WAL sync call on Linux, fdatasync(), is a no-op in PGlite's Emscripten layer, so the WAL is synced
 * with fsync(), which reaches DurableNodeFS.
 *
 * wal_init_zero off: a single-process PostgreSQL has no checkpointer, and between the store thread's
 * own checkpoints (pglite-checkpoints.ts), which recycle old segments, it makes new ones; with it on,
 * the commit that crosses into each new 16 MB segment first writes and syncs 16 MB of zeros, holding
 * every start in flight for 30 to 55 ms. Off, the segment is created sparse, and each
 * commit's sync still covers the blocks it allocates (fdatasync writes the metadata needed to read
 * the data back).
 */
export const DURABLE_START_PARAMS = [
  ...PGlite.defaultStartParams.filter((p) => p !== '-F'),
  '-c', 'fsync=on',
  '-c', 'wal_sync_method=fsync',
  '-c', 'synchronous_commit=on',
  '-c', 'wal_init_zero=off',
];

export const durableOptions = (dir: string): PGliteOptions => ({ fs: new DurableNodeFS(dir), startParams: DURABLE_START_PARAMS });
