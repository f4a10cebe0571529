// The static server behind the e2e tests and the benchmark must behave like ordinary static hosting:
// the benchmark's peers (VitePress, SvelteKit) link to `/page` and ship `page.html`, and transfer sizes
// are only honest if gzip is what reaches the browser.
import { mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from './serve-static.mjs';

let port = 0;
let root = '';
let server: Server;

interface Reply {
  status: number;
  encoding: string | undefined;
  type: string | undefined;
  text: string;
}

/** A raw GET (no automatic decompression), body gunzipped when the server says it is gzip. */
function request(path: string, gzip = true): Promise<Reply> {
  return new Promise((ok, fail) => {
    const headers = gzip ? { 'accept-encoding': 'gzip, deflate' } : {};
    get({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const text = (encoding === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
        ok({ status: res.statusCode ?? 0, encoding, type: res.headers['content-type'], text });
      });
    }).on('error', fail);
  });
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'serve-static-'));
  mkdirSync(join(root, 'docs'));
  mkdirSync(join(root, 'topics'));
  writeFileSync(join(root, 'index.html'), 'home');
  writeFileSync(join(root, 'docs', 'index.html'), 'docs index');
  writeFileSync(join(root, 'edit.html'), 'edit page');
  writeFileSync(join(root, 'topics', 'tools.html'), 'topic page');
  writeFileSync(join(root, '404.html'), 'not here');
  writeFileSync(join(root, 'app.js'), 'console.log(1);'.repeat(50));
  writeFileSync(join(root, 'font.woff2'), Buffer.from([1, 2, 3]));
  // Port 0: any free port, so parallel sessions on one machine never collide.
  server = await serveStatic(root, 0);
  port = (server.address() as AddressInfo).port;
});

afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

describe('serve-static', () => {
  it('maps / and folders to index.html', async () => {
    expect((await request('/')).text).toBe('home');
    expect((await request('/docs')).text).toBe('docs index');
    expect((await request('/docs/')).text).toBe('docs index');
  });

  it('serves /page from page.html when there is no page/index.html', async () => {
    expect(await request('/edit')).toMatchObject({ status: 200, text: 'edit page' });
    expect(await request('/topics/tools')).toMatchObject({ status: 200, text: 'topic page' });
    expect(await request('/edit.html')).toMatchObject({ status: 200, text: 'edit page' });
  });

  it('answers unknown paths with 404.html and status 404', async () => {
    expect(await request('/nowhere')).toMatchObject({ status: 404, text: 'not here' });
    expect(await request('/missing.js')).toMatchObject({ status: 404, text: 'not here' });
    expect(await request('/../../etc/passwd')).toMatchObject({ status: 404 });
  });

  it('gzips text only when asked, and never already-compressed fonts', async () => {
    const gz = await request('/app.js');
    expect(gz.encoding).toBe('gzip');
    expect(gz.type).toMatch(/javascript/);
    expect(gz.text).toBe('console.log(1);'.repeat(50));
    expect((await request('/app.js', false)).encoding).toBeUndefined();
    expect((await request('/font.woff2')).encoding).toBeUndefined();
  });

  it('recompresses a file that changed since it was last served', async () => {
    expect((await request('/edit')).text).toBe('edit page');
    writeFileSync(join(root, 'edit.html'), 'edit page, second release');
    const later = new Date(Date.now() + 5000);
    utimesSync(join(root, 'edit.html'), later, later);
    expect((await request('/edit')).text).toBe('edit page, second release');
  });
});
