import type { IncomingMessage, ServerResponse } from 'node:http';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

interface File {
  body: Buffer;
  gz?: Buffer;
  br?: Buffer;
  type: string;
  cacheControl: string;
  sourceMap?: string;
}

function cacheControlFor(urlPath: string): string {
  // Hashed names never change content, so browsers may keep them for a year.
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  // Every page of every merchant's shop loads the snippet: cached briefly, a fix still reaches them in minutes.
  if (urlPath === '/protect.js') return 'public, max-age=300';
  // Flags change only with a new flag set: a list of stores reloaded within a week asks for none of them.
  if (urlPath.startsWith('/flags/')) return 'public, max-age=604800';
  return 'no-cache';
}

/** Serves the built SPA from memory: it is small, and this keeps every request off the disk. */
export class StaticFiles {
  private files = new Map<string, File>();

  constructor(
    dir: string,
    private options: { sourceMaps: boolean },
  ) {
    if (existsSync(dir)) this.load(dir, dir);
  }

  private load(root: string, dir: string): void {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        this.load(root, path);
        continue;
      }
      if (name.endsWith('.gz') || name.endsWith('.br')) continue;
      // Maps hold the whole source, comments included: not for every visitor unless asked for.
      if (name.endsWith('.map') && !this.options.sourceMaps) continue;
      const urlPath = '/' + relative(root, path).split(sep).join('/');
      this.files.set(urlPath, {
        body: readFileSync(path),
        gz: existsSync(path + '.gz') ? readFileSync(path + '.gz') : undefined,
        br: existsSync(path + '.br') ? readFileSync(path + '.br') : undefined,
        type: TYPES[extname(name)] ?? 'application/octet-stream',
        cacheControl: cacheControlFor(urlPath),
        sourceMap: this.options.sourceMaps && existsSync(path + '.map') ? urlPath + '.map' : undefined,
      });
    }
  }

  get hasApp(): boolean {
    return this.files.has('/index.html');
  }

  /**
   * Answers a file, or for paths that are not files the app's page: the one built for that path
   * (it preloads the path's screens) or the plain one. False when there is nothing to send.
   */
  serve(req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
    const asFile = pathname !== '/index.html' && this.files.get(pathname);
    if (!asFile && /\.[a-z0-9]+$/i.test(pathname) && pathname !== '/index.html') return false;
    const page = `/pages${pathname.replace(/\/+$/, '')}/index.html`;
    const file = asFile || this.files.get(page) || this.files.get('/index.html');
    if (!file) return false;
    const accept = String(req.headers['accept-encoding'] ?? '');
    let body = file.body;
    if (file.br && /\bbr\b/.test(accept)) {
      body = file.br;
      res.setHeader('Content-Encoding', 'br');
    } else if (file.gz && /\bgzip\b/.test(accept)) {
      body = file.gz;
      res.setHeader('Content-Encoding', 'gzip');
    }
    if (file.gz || file.br) res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Content-Type', file.type);
    res.setHeader('Content-Length', body.length);
    res.setHeader('Cache-Control', file.cacheControl);
    if (file.sourceMap) res.setHeader('SourceMap', file.sourceMap);
    res.writeHead(200);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }
}
