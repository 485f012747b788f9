import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

export const hasStrace = (): boolean => spawnSync('strace', ['-V']).status === 0;

/**
 * Attaches strace to a running process (all its threads) and records its file syncs with the path
 * of each descriptor. stop() detaches and answers the paths synced, one per call, in order.
 */
export async function traceSyncs(pid: number, file: string): Promise<{ stop(): Promise<string[]> }> {
  const child = spawn('strace', ['-f', '-y', '-e', 'trace=fsync,fdatasync', '-o', file, '-p', String(pid)], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  await new Promise<void>((resolve, reject) => {
    child.stderr!.on('data', (d) => {
      stderr += d;
      if (/attached/.test(stderr)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`strace ended (${code}) before attaching: ${stderr}`)));
  });
  return {
    async stop() {
      const ended = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT');
      await ended;
      return readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line) => {
          const match = /f(?:data)?sync\(\d+<([^>]*)>\) = 0/.exec(line);
          return match ? [match[1]!] : [];
        });
    },
  };
}
