import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/admin.js';
import { useTestApp } from '../../test/app.js';
import { api } from '../../test/http.js';
import { uploadWhole } from '../modules/files/files.test-support.js';
import { CONTENT_SECURITY_POLICY } from './web.js';

/** A built app as small as can be: its page and one hashed asset. */
const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><script type="module" src="/assets/app-1a2b.js"></script>');
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'assets', 'app-1a2b.js'), 'console.log(1);');
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const direct = useTestApp({ webDist });
const proxied = useTestApp({ webDist, trustProxy: true });
const page = { accept: 'text/html,application/xhtml+xml' };

/** The policy's directives by name. */
const directives = (policy: string | undefined) =>
  Object.fromEntries(
    (policy ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );

describe('browser hardening headers', () => {
  it('the app page carries a strict Content-Security-Policy, X-Frame-Options and Referrer-Policy', async () => {
    for (const path of ['/', '/system/user']) {
      const res = await api(direct.app).get(path, page);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
    const policy = directives(CONTENT_SECURITY_POLICY);
    expect(policy).toMatchObject({
      'default-src': "'self'",
      'script-src': "'self'",
      'object-src': "'none'",
      'base-uri': "'self'",
      'frame-ancestors': "'none'",
      'form-action': "'self'",
      'connect-src': "'self'",
    });
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });

  it('assets and API answers carry the same headers', async () => {
    for (const path of ['/assets/app-1a2b.js', '/api/health', '/api/no-such-call']) {
      const res = await api(direct.app).get(path);
      expect(res.headers['content-security-policy'], path).toBe(CONTENT_SECURITY_POLICY);
      expect(res.headers['x-frame-options'], path).toBe('DENY');
      expect(res.headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    }
  });

  it('sends HSTS only over https: never over http, nor for a forged X-Forwarded-Proto without a proxy', async () => {
    expect((await api(direct.app).get('/', page)).headers['strict-transport-security']).toBeUndefined();
    const forged = await api(direct.app).get('/', { ...page, 'x-forwarded-proto': 'https' });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
    expect((await api(proxied.app).get('/', page)).headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS behind a trusted proxy that says the browser came over https', async () => {
    const res = await api(proxied.app).get('/', { ...page, 'x-forwarded-proto': 'https' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  });

  it("a PDF may be framed by the app's own viewer only, and gets no policy that would block the viewer", async () => {
    const base = await direct.app.listen({ host: '127.0.0.1', port: 0 });
    const owner = await signedIn(direct, 'hdny');
    const bytes = Buffer.from('%PDF-1.7\n%%EOF\n');
    const upload = await uploadWhole(base, owner.cookie, owner.call, {
      name: '检验报告.pdf',
      type: 'application/pdf',
      purpose: 'library',
      bytes,
    });
    expect(upload.status).toBe(204);
    const res = await owner.call.get(`/api/files/download?path=${upload.path}&name=x.pdf`);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
