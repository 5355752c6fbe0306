/**
 * A static server for the built site, on 127.0.0.1 only: files with their content types, and the two
 * headers that make the page cross-origin isolated (COOP same-origin, COEP require-corp). Isolation
 * is what lets the page share memory with the kernel's worker (SharedArrayBuffer), so the Stop button
 * interrupts a running cell and keeps the kernel's variables; any static host works without them, the
 * kernel is then replaced on Stop instead. Read only: no upload, no listing, nothing outside the folder.
 */
import { createReadStream, existsSync, statSync } from 'fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'http';
import * as path from 'path';

/** Content types by extension (what JupyterLite's files need; anything else is served as bytes). */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.ipynb': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
};

/** The headers of cross-origin isolation (and CORP, so the isolated page may load its own files). */
export const ISOLATION_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
  'Cross-Origin-Resource-Policy': 'same-origin',
});

export interface SiteServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** The file a request path names inside `root`, or undefined (outside it, or missing); a folder serves its index.html. */
export function fileFor(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0].split('#')[0]);
  } catch {
    return undefined;
  }
  const full = path.join(root, path.normalize(decoded));
  if (full !== root && !full.startsWith(root + path.sep)) return undefined;
  if (!existsSync(full)) return undefined;
  const target = statSync(full).isDirectory() ? path.join(full, 'index.html') : full;
  return existsSync(target) && statSync(target).isFile() ? target : undefined;
}

/** A file whose name carries its content's hash (`app.2bb3a156.js`) or a request versioned by one (`?v=`). */
const VERSIONED = /(\.[0-9a-f]{8,}\.[a-z0-9]+|[?&]v=[0-9a-f]{8,})$/;

/**
 * Versioned files never change under their name: a later visit takes them from the browser's cache without
 * asking (and the browser's compiled code with them). Anything else is revalidated at every load, so a
 * rebuilt site is seen at once; an unchanged file costs a 304, not its bytes.
 */
export function cacheControl(urlPath: string): string {
  return VERSIONED.test(urlPath.split('#')[0]) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

function handle(root: string, isolated: boolean, req: IncomingMessage, res: ServerResponse): void {
  const headers: Record<string, string> = isolated ? { ...ISOLATION_HEADERS } : {};
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { ...headers, Allow: 'GET, HEAD' }).end();
    return;
  }
  const urlPath = req.url ?? '/';
  // A folder without its trailing slash: redirect, so the page's relative URLs resolve inside it.
  const file = fileFor(root, urlPath);
  if (!file) {
    res.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' }).end(`not found: ${urlPath}`);
    return;
  }
  const bare = urlPath.split('?')[0];
  if (path.basename(file) === 'index.html' && !bare.endsWith('/') && !bare.endsWith('.html')) {
    res.writeHead(301, { ...headers, Location: `${bare}/${urlPath.slice(bare.length)}` }).end();
    return;
  }
  const stat = statSync(file);
  const modified = new Date(Math.floor(stat.mtimeMs / 1000) * 1000);
  const since = Date.parse(String(req.headers['if-modified-since'] ?? ''));
  const cache = { 'Cache-Control': cacheControl(urlPath), 'Last-Modified': modified.toUTCString() };
  if (!Number.isNaN(since) && modified.getTime() <= since) {
    res.writeHead(304, { ...headers, ...cache }).end();
    return;
  }
  res.writeHead(200, {
    ...headers,
    ...cache,
    'Content-Type': TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
    'Content-Length': String(stat.size),
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
}

/** Serves `root` on 127.0.0.1:`port` (0: any free port), cross-origin isolated unless `isolated` is false. */
export function serveSite(root: string, opts: { port?: number; isolated?: boolean } = {}): Promise<SiteServer> {
  const dir = path.resolve(root);
  const server: Server = createServer((req, res) => handle(dir, opts.isolated !== false, req, res));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => {
      const port = (server.address() as { port: number }).port;
      resolve({
        url: `http://127.0.0.1:${port}/`,
        port,
        close: () => new Promise<void>((done) => {
          server.closeAllConnections();
          server.close(() => done());
        }),
      });
    });
  });
}
