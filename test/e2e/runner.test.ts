// test/run.mjs as a developer meets it: a browser that cannot start fails the suite within seconds and
// leaves nothing running; a file that hangs is killed by the watchdog with every process it started.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { root } from '../helpers/root.js';

/** Processes (pid and command line) whose environment carries this tag. */
function tagged(tag: string): { pid: number; cmd: string }[] {
  return readdirSync('/proc').flatMap((entry) => {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) return [];
    try {
      if (!readFileSync(`/proc/${entry}/environ`, 'utf8').includes(`SHIELD_RUN_TAG=${tag}`)) return [];
      return [{ pid: Number(entry), cmd: readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ') }];
    } catch {
      return [];
    }
  });
}

function runE2e(env: Record<string, string>): Promise<{ code: number | null; output: string; seconds: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const env0 = { ...process.env } as Record<string, string>;
    delete env0.CI;
    const child = spawn(process.execPath, [join(root, 'test/run.mjs'), 'e2e'], { cwd: root, env: { ...env0, TEST_FILES: 'auth.browser', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => resolve({ code, output, seconds: (Date.now() - started) / 1000 }));
  });
}

async function settle(tag: string) {
  for (let i = 0; i < 50 && tagged(tag).some((p) => p.cmd.includes('dist/server.js')); i++) await new Promise((r) => setTimeout(r, 100));
}

test('a browser that cannot start: the e2e file fails within seconds and its server is stopped', async () => {
  const tag = `broken-${process.pid}-${Date.now()}`;
  const { code, output, seconds } = await runE2e({ CHROMIUM_PATH: '/bin/false', SHIELD_RUN_TAG: tag });
  await settle(tag);
  assert.is(code, 1, output);
  assert.match(output, /e2e\s+0 passed, \d+ failed/);
  assert.ok(seconds < 60, `ended in ${seconds} s`);
  assert.equal(tagged(tag).filter((p) => p.cmd.includes('dist/server.js')), [], 'no server left running');
});

test('a file that runs past TEST_FILE_TIMEOUT_MS is killed with its process group and counted as failed', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'shield-runner-'));
  const hanging = join(dir, 'chromium');
  writeFileSync(hanging, '#!/bin/sh\nexec sleep 120\n');
  chmodSync(hanging, 0o755);
  const tag = `hang-${process.pid}-${Date.now()}`;
  try {
    const { code, output, seconds } = await runE2e({ CHROMIUM_PATH: hanging, SHIELD_RUN_TAG: tag, TEST_FILE_TIMEOUT_MS: '8000' });
    await settle(tag);
    assert.is(code, 1, output);
    assert.match(output, /killed after 8 s/);
    assert.match(output, /e2e\s+0 passed, 1 failed/);
    assert.ok(seconds < 60, `ended in ${seconds} s`);
    assert.equal(tagged(tag).filter((p) => p.cmd.includes('dist/server.js')), [], 'no server left running');
  } finally {
    for (const p of tagged(tag)) process.kill(p.pid, 'SIGKILL'); // the stand-in browser is in a group of its own
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
