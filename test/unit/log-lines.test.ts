import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { root } from '../helpers/root.js';

const dir = mkdtempSync(join(tmpdir(), 'log-lines-'));
const logLines = join(dir, 'log-lines.mjs');
const beaconTally = join(dir, 'beacon-tally.mjs');
esbuild.buildSync({ entryPoints: [join(root, 'src/server/log-lines.ts')], outfile: logLines, format: 'esm', platform: 'node', logLevel: 'error' });
esbuild.buildSync({ entryPoints: [join(root, 'src/server/http/beacon-tally.ts')], outfile: beaconTally, format: 'esm', platform: 'node', logLevel: 'error' });

/**
 * Runs `body` in a new node process that has logToStdout; answers its stdout's lines, how many
 * writes made them and what it wrote to stderr. With `reader`, its stdout is a pipe into that shell
 * command (which reads the pipe with cat when it is ready).
 */
function run(body: string, reader?: string): { lines: Record<string, unknown>[]; writes: number; status: number | null; stderr: string } {
  const script = join(dir, `run-${Math.random().toString(36).slice(2)}.mjs`);
  writeFileSync(
    script,
    `import fs from 'node:fs';
     import { syncBuiltinESMExports } from 'node:module';
     const writeSync = fs.writeSync;
     let writes = 0;
     fs.writeSync = (fd, ...rest) => { if (fd === 1) writes++; return writeSync(fd, ...rest); };
     syncBuiltinESMExports();
     const { logToStdout } = await import(${JSON.stringify(logLines)});
     const { beaconTally } = await import(${JSON.stringify(beaconTally)});
     logToStdout({ msg: 'started' });
     process.on('exit', () => process.stderr.write('writes ' + writes + '\\n'));
     ${body}`,
  );
  const child = reader
    ? spawnSync('sh', ['-c', `"${process.execPath}" "${script}" | (${reader})`], { encoding: 'utf8', timeout: 20_000, maxBuffer: 64 << 20 })
    : spawnSync(process.execPath, [script], { encoding: 'utf8', timeout: 10_000 });
  // Whole lines only: a process that gives up on a reader may leave the last one cut.
  const lines = child.stdout
    .split('\n')
    .slice(0, -1)
    .map((l) => JSON.parse(l) as Record<string, unknown>)
    .filter((l) => l.msg !== 'started');
  return { lines, writes: Number(/writes (\d+)/.exec(child.stderr)?.[1]), status: child.status, stderr: child.stderr };
}
const figure = (stderr: string, name: string) => Number(new RegExp(`${name} (\\d+)`).exec(stderr)?.[1]);

test('each line is a JSON object with its time; the lines of one turn leave in one write', () => {
  const { lines, writes } = run(`
    logToStdout({ msg: 'a', n: 1 });
    logToStdout({ msg: 'b' });
    setTimeout(() => logToStdout({ msg: 'c' }), 20);`);
  assert.equal(lines.map((l) => l.msg), ['a', 'b', 'c']);
  assert.is(lines[0]!.n, 1);
  for (const line of lines) assert.ok(!Number.isNaN(Date.parse(String(line.time))), String(line.time));
  assert.is(writes, 2);
});

test('lines still held when the process exits are written, after process.exit and after an uncaught error', () => {
  const exited = run(`logToStdout({ msg: 'stopping' }); process.exit(3);`);
  assert.equal(exited.lines.map((l) => l.msg), ['stopping']);
  assert.is(exited.status, 3);
  const crashed = run(`logToStdout({ msg: 'before the error' }); throw new Error('boom');`);
  assert.equal(crashed.lines.map((l) => l.msg), ['before the error']);
  assert.is(crashed.status, 1);
});

test('a line logged after the exit has begun (by a later exit listener) is written too', () => {
  const { lines } = run(`process.on('exit', () => logToStdout({ msg: 'last words' })); process.exit(0);`);
  assert.equal(lines.map((l) => l.msg), ['last words']);
});

test("the beacons tallied are written when the process ends without the server's graceful stop", () => {
  const { lines } = run(`const tally = beaconTally(logToStdout); tally.count(202, 1.5); tally.count(202, 3); tally.count(204, 0.2); throw new Error('boom');`);
  assert.equal(lines.map((l) => [l.msg, l.answered, l.slowestMs]), [['beacons answered', { 202: 2, 204: 1 }, 3]]);
});

test('a pipe whose reader is behind gets every line, whole and in order, before the exit', () => {
  const { lines } = run(`for (let i = 0; i < 3000; i++) logToStdout({ i, pad: 'x'.repeat(500) }); process.exit(0);`, 'sleep 1; cat');
  assert.is(lines.length, 3000);
  assert.ok(lines.every((l, i) => l.i === i));
});

test('a reader that does not read stops neither the process nor its exit for long', () => {
  const { lines, stderr } = run(
    `for (let i = 0; i < 2000; i++) logToStdout({ i, pad: 'x'.repeat(500) });
     const asked = performance.now();
     setTimeout(() => {
       process.stderr.write('late ' + Math.round(performance.now() - asked - 20) + '\\n');
       const exiting = Date.now();
       process.on('exit', () => process.stderr.write('exit ' + (Date.now() - exiting) + '\\n'));
       process.exit(0);
     }, 20);`,
    'sleep 4; cat',
  );
  assert.ok(figure(stderr, 'late') < 500, stderr);
  // It waited for the reader at exit, up to EXIT_WAIT_MS (2 s), then gave up.
  assert.ok(figure(stderr, 'exit') >= 1500 && figure(stderr, 'exit') < 3500, stderr);
  // What the pipe took is the first lines, whole and in order.
  assert.ok(lines.length > 0 && lines.length < 2000, `${lines.length} lines`);
  assert.ok(lines.every((l, i) => l.i === i));
});

// The reader starts after 1 s; what waits is written again every 10 ms, so it has caught up well before 3 s.
test('lines past what may wait are dropped, and a line says how many once the reader has caught up', () => {
  const { lines } = run(
    `for (let i = 0; i < 12000; i++) logToStdout({ i, pad: 'x'.repeat(500) });
     setTimeout(() => logToStdout({ msg: 'later' }), 3000);
     setTimeout(() => process.exit(0), 3200);`,
    'sleep 1; cat',
  );
  const kept = lines.filter((l) => typeof l.i === 'number');
  assert.ok(kept.length > 7000 && kept.length < 9000, `${kept.length} kept`); // about 4 MiB of 520-byte lines
  assert.ok(kept.every((l, i) => l.i === i));
  const [notice, later] = lines.slice(kept.length);
  assert.is(notice!.level, 'warn');
  assert.is(notice!.dropped, 12000 - kept.length);
  assert.is(later!.msg, 'later');
  assert.is(lines.length, kept.length + 2);
});

test.after(() => rmSync(dir, { recursive: true, force: true }));
test.run();
