import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';

/** A built app with the compressed copies the build writes beside each text file (web/vite.config.ts). */
const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
const script = Buffer.from(`console.log(${JSON.stringify('检验'.repeat(500))});`);
const page = Buffer.from(`<!doctype html><title>${'检验'.repeat(500)}</title>`);
mkdirSync(join(webDist, 'assets'));
for (const [path, bytes] of [
  ['assets/app-1a2b.js', script],
  ['index.html', page],
] as const) {
  writeFileSync(join(webDist, path), bytes);
  writeFileSync(join(webDist, `${path}.br`), brotliCompressSync(bytes));
  writeFileSync(join(webDist, `${path}.gz`), gzipSync(bytes));
}
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const t = useTestApp({ webDist });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('static assets served pre-compressed', () => {
  it('a request that accepts br gets the .br bytes with Content-Encoding br and Vary, cached for a year', async () => {
    const res = await get('/assets/app-1a2b.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(brotliCompressSync(script))).toBe(true);
  });

  it('a request that accepts only gzip gets the .gz bytes', async () => {
    const res = await get('/assets/app-1a2b.js', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.equals(gzipSync(script))).toBe(true);
  });

  it('a request that accepts neither gets the file as it is, still with Vary', async () => {
    const res = await get('/assets/app-1a2b.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.equals(script)).toBe(true);
  });

  it('the app page is sent compressed too, and never cached', async () => {
    const res = await get('/system/user', { accept: 'text/html', 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.rawPayload.equals(brotliCompressSync(page))).toBe(true);
  });

  it('the compressed copies are no addresses of their own', async () => {
    expect((await get('/assets/app-1a2b.js.br')).statusCode).toBe(404);
    expect((await get('/assets/app-1a2b.js.gz')).statusCode).toBe(404);
  });
});
