// The one build script: `node build.mjs` builds the browser bundle and the server into dist/.
//   --watch       rebuild on change and restart the server (development)
//   --if-needed   build only when a source file is newer than the last build (used by npm start)
//   --flags       redraw static/flags/*.png from the flag-icons package, with Chromium (when that package changes)
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
const flags = process.argv.includes('--flags');

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

// wouter imports a shim of useSyncExternalStore for Reacts before 18; React 19 has it built in.
const nativeSyncStore = {
  name: 'native-sync-store',
  setup(build) {
    build.onResolve({ filter: /^use-sync-external-store\/shim/ }, () => ({ path: 'react', namespace: 'native-sync-store' }));
    build.onLoad({ filter: /.*/, namespace: 'native-sync-store' }, () => ({
      contents: "export { useSyncExternalStore } from 'react';",
      resolveDir: root,
    }));
  },
};

const clientOptions = {
  entryPoints: { app: join(root, 'src/client/main.ts') },
  bundle: true,
  outdir: join(pub, 'assets'),
  entryNames: '[name]-[hash]',
  chunkNames: '[hash]',
  assetNames: '[name]-[hash]',
  // Each lazily loaded screen group becomes a chunk; what several share goes in chunks of its own.
  splitting: true,
  // Imported files (the common-passwords list) are fetched by URL from any page path.
  publicPath: '/assets',
  metafile: true,
  format: 'esm',
  platform: 'browser',
  target: ['es2022', 'chrome100', 'firefox100', 'safari15'],
  minify: !watch,
  // Maps are linked by the server's SourceMap header when it serves them, not by a comment in every download.
  sourcemap: 'external',
  jsx: 'automatic',
  loader: { '.svg': 'file', '.png': 'file', '.woff2': 'file', '.txt': 'file' },
  define: { 'process.env.NODE_ENV': JSON.stringify(watch ? 'development' : 'production') },
  plugins: [nativeSyncStore],
  // The licences of the bundled packages go in a .LEGAL.txt beside each file, not in every download.
  legalComments: 'linked',
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
  entryPoints: { server: join(root, 'src/server/main.ts'), 'pglite-worker': join(root, 'src/server/db/pglite-worker.ts') },
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

const urlOf = (output) => '/' + relative(pub, join(root, output));

/** The chunks a file imports statically, and theirs in turn: the browser needs them all before it runs. */
function staticImports(metafile, output, seen = new Set()) {
  for (const imported of metafile.outputs[output].imports) {
    if (imported.kind !== 'import-statement' || seen.has(imported.path)) continue;
    seen.add(imported.path);
    staticImports(metafile, imported.path, seen);
  }
  return seen;
}

/**
 * The route table (src/client/routes/table.ts) as the router reads it: each path's page, with the
 * chunks it needs. It is plain data; esbuild makes it JavaScript, which runs here.
 */
async function routeTable() {
  const { outputFiles } = await esbuild.build({ entryPoints: [join(root, 'src/client/routes/table.ts')], bundle: true, write: false, format: 'esm', platform: 'node', logLevel: 'warning' });
  return (await import(`data:text/javascript,${encodeURIComponent(outputFiles[0].text)}`)).ROUTES;
}

/** A page's chunks (src/client/chunks/<name>.ts), and what they import, beyond what the entry already brings. */
function pageChunks(metafile, entry, names) {
  const entryChunks = staticImports(metafile, entry);
  const chunks = new Set();
  for (const name of names) {
    const chunk = Object.keys(metafile.outputs).find((p) => metafile.outputs[p].entryPoint === `src/client/chunks/${name}.ts`);
    if (!chunk) throw new Error(`the route table names a chunk src/client/chunks/${name}.ts, which the build has not made`);
    for (const p of [chunk, ...staticImports(metafile, chunk)]) if (!entryChunks.has(p)) chunks.add(p);
  }
  return chunks;
}

/** The top-level rules of a stylesheet (a rule, or an at-rule with its block), as written. */
function topLevelRules(css) {
  const rules = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    if (css[i] === '{') depth++;
    else if (css[i] === '}' && --depth === 0) {
      rules.push(css.slice(start, i + 1).trim());
      start = i + 1;
    } else if (css[i] === ';' && depth === 0) {
      rules.push(css.slice(start, i + 1).trim());
      start = i + 1;
    }
  }
  return rules.filter(Boolean);
}

/**
 * One stylesheet for every screen: with splitting, esbuild writes the CSS of each lazily loaded chunk
 * to a file of its own that nothing would load, repeating the rules chunks share. All of it is a few
 * KB gzip, so it goes in one file, each rule once, the entry's first (the theme's global rules come
 * before the screens' module classes).
 */
function oneStylesheet(metafile, entry) {
  const first = metafile.outputs[entry].cssBundle;
  const sheets = [first, ...Object.keys(metafile.outputs).filter((p) => p.endsWith('.css') && p !== first)].filter(Boolean);
  const rules = new Set(sheets.flatMap((p) => topLevelRules(readFileSync(join(root, p), 'utf8').replace(/\/\*[^]*?\*\//g, ''))));
  for (const p of sheets) {
    rmSync(join(root, p));
    rmSync(join(root, p + '.map'), { force: true });
  }
  const css = [...rules].join('\n');
  const name = `app-${createHash('sha256').update(css).digest('hex').slice(0, 8).toUpperCase()}.css`;
  writeFileSync(join(pub, 'assets', name), css);
  return `/assets/${name}`;
}

/**
 * Writes the app's pages: index.html points at the hashed entry with its chunks preloaded (for any
 * path), and pages/<path>/index.html, for each path of the route table, also preloads that page's
 * chunks and names them for the app, so the browser fetches them all at once instead of learning of
 * each only when the one before has run. Copies static files.
 */
function writeShell(metafile, routes) {
  const entry = Object.keys(metafile.outputs).find((p) => /\/app-[^/]+\.js$/.test(p));
  const js = urlOf(entry);
  const css = oneStylesheet(metafile, entry);
  const preload = (chunks) => [...chunks].map((p) => `<link rel="modulepreload" href="${urlOf(p)}">`);
  for (const name of readdirSync(join(root, 'static'))) {
    if (name !== 'index.html') cpSync(join(root, 'static', name), join(pub, name), { recursive: true });
  }
  const page = (files, chunks = []) =>
    readFileSync(join(root, 'static/index.html'), 'utf8')
      .replace(
        '<!--styles-->',
        [
          `<link rel="stylesheet" href="${css}">`,
          ...preload(files),
          ...(chunks.length ? [`<meta name="chunks" content="${chunks.join(' ')}">`] : []),
        ].join('\n    '),
      )
      .replace('<!--script-->', `<script type="module" src="${js}"></script>`);
  writeFileSync(join(pub, 'index.html'), page(staticImports(metafile, entry)));
  for (const [path, { chunks }] of Object.entries(routes)) {
    const dir = join(pub, 'pages', path);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'index.html'), page([...staticImports(metafile, entry), ...pageChunks(metafile, entry, chunks)], chunks));
  }
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
  writeShell(client.metafile, await routeTable());
  // Which chunks each screen loads: the bench and a test measure them from it.
  writeFileSync(join(dist, 'client-meta.json'), JSON.stringify(client.metafile));
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
      build.onEnd((result) => (result.errors.length === 0 ? after(result) : undefined));
    },
  });
  const client = await esbuild.context({ ...clientOptions, plugins: [...clientOptions.plugins, onEnd('shell', async (r) => writeShell(r.metafile, await routeTable()))] });
  const serverCtx = await esbuild.context({ ...serverOptions, plugins: [onEnd('restart', restart)] });
  const snippet = await esbuild.context(snippetOptions);
  await Promise.all([client.watch(), serverCtx.watch(), snippet.watch()]);
  console.log('watching src/ — the server restarts on change');
}

/**
 * Country flags are served by us, not a third-party host (the Content-Security-Policy stays 'self'), as
 * PNGs drawn at twice the 20×15 px the screens show them: flag-icons' SVGs are up to 180 KB each, these
 * under 1.2 KB. They are drawn once, here, by Chromium, and kept in static/flags.
 */
async function renderFlags() {
  const { chromium } = await import('playwright-core');
  const source = join(root, 'node_modules/flag-icons/flags/4x3');
  const target = join(root, 'static/flags');
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    const names = readdirSync(source).filter((name) => /^[a-z]{2}\.svg$/.test(name));
    for (const name of names) {
      const svg = `data:image/svg+xml;base64,${readFileSync(join(source, name)).toString('base64')}`;
      const png = await page.evaluate(async (src) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        const canvas = Object.assign(document.createElement('canvas'), { width: 40, height: 30 });
        canvas.getContext('2d').drawImage(image, 0, 0, 40, 30);
        return canvas.toDataURL('image/png').split(',')[1];
      }, svg);
      writeFileSync(join(target, name.replace('.svg', '.png')), Buffer.from(png, 'base64'));
    }
    console.log(`drew ${names.length} flags into static/flags`);
  } finally {
    await browser.close();
  }
}

if (flags) await renderFlags();
else if (watch) await buildWatching();
else if (ifNeeded && upToDate()) console.log('dist/ is up to date');
else await buildOnce();
