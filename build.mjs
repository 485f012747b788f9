// The one build script: `node build.mjs` builds the browser bundle and the server into dist/.
//   --watch       rebuild on change and restart the server (development)
//   --if-needed   build only when a source file is newer than the last build (used by npm start)
import * as esbuild from 'esbuild';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, cpSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = new URL('.', import.meta.url).pathname;
const dist = join(root, 'dist');
const pub = join(dist, 'public');
const stamp = join(dist, '.build-stamp');
const watch = process.argv.includes('--watch');
const ifNeeded = process.argv.includes('--if-needed');

function newestMtime(path) {
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

function upToDate() {
  if (!existsSync(stamp)) return false;
  const built = statSync(stamp).mtimeMs;
  return ['src', 'static', 'build.mjs', 'package-lock.json'].every((p) => newestMtime(join(root, p)) < built);
}

const clientOptions = {
  entryPoints: { app: join(root, 'src/client/main.tsx') },
  bundle: true,
  outdir: join(pub, 'assets'),
  entryNames: '[name]-[hash]',
  assetNames: '[name]-[hash]',
  // Imported files (the common-passwords list) are fetched by URL from any page path.
  publicPath: '/assets',
  metafile: true,
  format: 'esm',
  platform: 'browser',
  target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
  minify: !watch,
  sourcemap: true,
  jsx: 'automatic',
  loader: { '.svg': 'file', '.png': 'file', '.woff2': 'file', '.txt': 'file' },
  define: { 'process.env.NODE_ENV': JSON.stringify(watch ? 'development' : 'production') },
  logLevel: 'warning',
};

// The merchants' snippet: one small script, no dependencies, for old browsers too.
const snippetOptions = {
  entryPoints: [join(root, 'src/snippet/protect.ts')],
  bundle: true,
  outfile: join(pub, 'protect.js'),
  format: 'iife',
  platform: 'browser',
  target: ['es2017'],
  minify: true,
  legalComments: 'none',
  logLevel: 'warning',
};

const serverOptions = {
  entryPoints: { server: join(root, 'src/server/main.ts') },
  bundle: true,
  outdir: dist,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  loader: { '.sql': 'text' },
  logLevel: 'warning',
};

/** Writes index.html pointing at the hashed bundle and copies static files as they are. */
function writeShell(metafile) {
  const outputs = Object.keys(metafile.outputs).map((p) => '/' + relative(pub, join(root, p)));
  const js = outputs.find((p) => /\/app-[^/]+\.js$/.test(p));
  const css = outputs.find((p) => /\/app-[^/]+\.css$/.test(p));
  for (const name of readdirSync(join(root, 'static'))) {
    if (name !== 'index.html') cpSync(join(root, 'static', name), join(pub, name), { recursive: true });
  }
  // Country flags are served by us, not a third-party host: the Content-Security-Policy stays 'self'.
  const flags = join(root, 'node_modules/flag-icons/flags/4x3');
  mkdirSync(join(pub, 'flags'), { recursive: true });
  for (const name of readdirSync(flags)) if (/^[a-z]{2}\.svg$/.test(name)) cpSync(join(flags, name), join(pub, 'flags', name));
  const html = readFileSync(join(root, 'static/index.html'), 'utf8')
    .replace('<!--styles-->', css ? `<link rel="stylesheet" href="${css}">` : '')
    .replace('<!--script-->', `<script type="module" src="${js}"></script>`);
  writeFileSync(join(pub, 'index.html'), html);
}

/** Puts .gz and .br beside each text asset so the server can send them without compressing per request. */
function precompress(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) precompress(path);
    else if (/\.(js|css|html|svg|json|txt)$/.test(name)) {
      const body = readFileSync(path);
      writeFileSync(path + '.gz', gzipSync(body, { level: 9 }));
      // The bundle gets the slow best compression; the ~250 small flags a quick one.
      const quality = path.includes(`${join('public', 'assets')}`) ? 11 : 6;
      writeFileSync(path + '.br', brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }));
    }
  }
}

async function buildOnce() {
  const started = performance.now();
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(pub, { recursive: true });
  const [client] = await Promise.all([esbuild.build(clientOptions), esbuild.build(serverOptions), esbuild.build(snippetOptions)]);
  writeShell(client.metafile);
  precompress(pub);
  writeFileSync(stamp, createHash('sha256').update(String(Date.now())).digest('hex'));
  console.log(`built dist/ in ${Math.round(performance.now() - started)} ms`);
}

async function buildWatching() {
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(pub, { recursive: true });
  let server;
  const restart = () => {
    if (server) server.kill('SIGTERM');
    server = spawn(process.execPath, ['--enable-source-maps', join(dist, 'server.js')], { stdio: 'inherit' });
  };
  const onEnd = (name, after) => ({
    name,
    setup(build) {
      build.onEnd((result) => {
        if (result.errors.length === 0) after(result);
      });
    },
  });
  const client = await esbuild.context({ ...clientOptions, plugins: [onEnd('shell', (r) => writeShell(r.metafile))] });
  const serverCtx = await esbuild.context({ ...serverOptions, plugins: [onEnd('restart', restart)] });
  const snippet = await esbuild.context(snippetOptions);
  await Promise.all([client.watch(), serverCtx.watch(), snippet.watch()]);
  console.log('watching src/ — the server restarts on change');
}

if (watch) await buildWatching();
else if (ifNeeded && upToDate()) console.log('dist/ is up to date');
else await buildOnce();
