// A minimal static file server that behaves like ordinary static hosting: files as they are,
// `dir/` → `dir/index.html`, `/path` → `/path/index.html` or else `/path.html` (the "pretty URLs" of
// common static hosts, which the benchmark's peers, VitePress and SvelteKit builds, rely on),
// unknown paths → 404.html with status 404.
// Used by the e2e tests and the benchmark; gzip on request so transfer sizes are realistic. Each file
// is compressed once and kept (until it changes), as a host that pre-compresses would: otherwise the
// compression of a multi-megabyte script would be counted in every load the benchmark times.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.ttf': 'font/ttf',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

/** Gzipped bodies by file path, with the mtime they were made from. */
const gzipped = new Map();

function gzipOnce(file, mtimeMs, body) {
  const hit = gzipped.get(file);
  if (hit && hit.mtimeMs === mtimeMs) return hit.body;
  const gz = gzipSync(body);
  gzipped.set(file, { mtimeMs, body: gz });
  return gz;
}

export function serveStatic(rootDir, port, host = '127.0.0.1') {
  const root = resolve(rootDir);
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://x');
      let rel = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
      let file = join(root, rel);
      if (!file.startsWith(root)) throw new Error('outside root');
      let status = 200;
      let info = await stat(file).catch(() => null);
      if (info?.isDirectory() || (!info && !extname(rel))) {
        file = join(root, rel, 'index.html');
        info = await stat(file).catch(() => null);
        if (!info && rel !== '/') {
          file = join(root, `${rel.replace(/[/\\]+$/, '')}.html`);
          info = await stat(file).catch(() => null);
        }
      }
      if (!info) {
        status = 404;
        file = join(root, '404.html');
        info = await stat(file);
      }
      let body = await readFile(file);
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      const headers = { 'content-type': type, 'cache-control': 'no-cache' };
      if (/gzip/.test(req.headers['accept-encoding'] ?? '') && /text|javascript|json|svg/.test(type)) {
        body = gzipOnce(file, info.mtimeMs, body);
        headers['content-encoding'] = 'gzip';
      }
      headers['content-length'] = String(body.length);
      res.writeHead(status, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch {
      res.writeHead(400).end();
    }
  });
  return new Promise((ok) => server.listen(port, host, () => ok(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir = 'dist', port = '4399'] = process.argv.slice(2);
  await serveStatic(dir, Number(port));
  console.log(`serving ${dir} on http://127.0.0.1:${port}/`);
}
