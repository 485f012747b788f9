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
esbuild.buildSync({ entryPoints: [join(root, 'src/server/log-lines.ts')], outfile: logLines, format: 'esm', platform: 'node', logLevel: 'error' });

/**
 * Runs `body` in a new node process that has logToStdout; answers its stdout's lines and how many
 * writes made them. With `slowReader`, its stdout is a pipe read only after a second.
 */
function run(body: string, slowReader = false): { lines: Record<string, unknown>[]; writes: number; status: number | null } {
  const script = join(dir, `run-${Math.random().toString(36).slice(2)}.mjs`);
  writeFileSync(
    script,
    `import fs from 'node:fs';
     import { syncBuiltinESMExports } from 'node:module';
     const writeSync = fs.writeSync;
     let writes = 0;
     fs.writeSync = (fd, ...rest) => { if (fd === 1) writes++; return writeSync(fd, ...rest); };
     syncBuiltinESMExports();
     process.on('exit', () => process.stderr.write(String(writes)));
     const { logToStdout } = await import(${JSON.stringify(logLines)});
     ${body}`,
  );
  const child = slowReader
    ? spawnSync('sh', ['-c', `"${process.execPath}" "${script}" | (sleep 1; cat)`], { encoding: 'utf8', timeout: 20_000, maxBuffer: 64 << 20 })
    : spawnSync(process.execPath, [script], { encoding: 'utf8', timeout: 10_000 });
  const lines = child.stdout.split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>);
  return { lines, writes: Number(/\d+$/.exec(child.stderr)?.[0]), status: child.status };
}

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

test('a pipe whose reader is behind gets every held line, whole and in order, before the exit', () => {
  const { lines } = run(`for (let i = 0; i < 3000; i++) logToStdout({ i, pad: 'x'.repeat(500) }); process.exit(0);`, true);
  assert.is(lines.length, 3000);
  assert.ok(lines.every((l, i) => l.i === i));
});

test.after(() => rmSync(dir, { recursive: true, force: true }));
test.run();
