// The JavaScript each page downloads before it shows, from the build's metafile (dist/client-meta.json):
// the entry, the chunks its built page names (those the route table gives the path), and every chunk
// those import statically.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The pages measured, by name. */
export const PAGES = {
  'sign-in (/ap/login)': '/ap/login',
  'My Stores (/)': '/',
  'Add Store (/stores/new)': '/stores/new',
  'Analytics (/analytics)': '/analytics',
  'Users (/users)': '/users',
  'onboarding (/onboarding)': '/onboarding',
};

/** For each page: its JS files, their gzip size in bytes and every source module in them. */
export function routeSizes(root) {
  const meta = JSON.parse(readFileSync(join(root, 'dist/client-meta.json'), 'utf8'));
  const chunksOf = (path) => {
    const html = readFileSync(join(root, 'dist/public/pages', path, 'index.html'), 'utf8');
    return /<meta name="chunks" content="([^"]*)">/.exec(html)?.[1].split(' ') ?? [];
  };
  const outputs = Object.entries(meta.outputs).filter(([path]) => path.endsWith('.js'));
  const entry = outputs.find(([, o]) => o.entryPoint === 'src/client/main.ts')[0];
  const withImports = (path, files) => {
    if (files.has(path)) return files;
    files.add(path);
    for (const i of meta.outputs[path].imports) if (i.kind === 'import-statement') withImports(i.path, files);
    return files;
  };
  return Object.fromEntries(
    Object.entries(PAGES).map(([route, path]) => {
      const files = withImports(entry, new Set());
      for (const name of chunksOf(path)) {
        const chunk = outputs.find(([, o]) => o.entryPoint === `src/client/chunks/${name}.ts`);
        if (!chunk) throw new Error(`src/client/chunks/${name}.ts is not a chunk of its own`);
        withImports(chunk[0], files);
      }
      const gzip = [...files].reduce((n, f) => n + gzipSync(readFileSync(join(root, f)), { level: 9 }).length, 0);
      const modules = [...files].flatMap((f) => Object.keys(meta.outputs[f].inputs));
      return [route, { files: [...files], gzip, modules }];
    }),
  );
}
