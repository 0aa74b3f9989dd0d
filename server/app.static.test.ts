import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import {
  ASSET_SOURCE,
  DEMO_INLINE_SCRIPT,
  HASHED_ASSET,
  INLINE_SCRIPT,
  LARGE_JSON,
  createStaticFixture,
} from './testing/staticFixture';
import { rawRequest } from './testing/rawRequest';

let app: FastifyInstance;
let port: number;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  const fixture = await createStaticFixture();
  cleanup = fixture.cleanup;
  app = await buildApp({
    root: fixture.root,
    database: { kind: 'sqlite', path: path.join(fixture.root, '..', 'feedback.sqlite') },
    thirdParty: {},
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await app.close();
  await cleanup();
});

function sha256(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

describe('static routing', () => {
  it('serves / and /section/ from their index.html', async () => {
    const home = await app.inject({ url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(home.body).toContain('<h1>Home</h1>');

    const button = await app.inject({ url: '/material-ui/react-button/?q=1' });
    expect(button.statusCode).toBe(200);
    expect(button.body).toContain('<h1>Button</h1>');
  });

  it('redirects a page path without its trailing slash, keeping the query', async () => {
    const response = await app.inject({ url: '/material-ui/react-button?tab=api' });
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe('/material-ui/react-button/?tab=api');
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('answers unknown paths with 404.html and status 404', async () => {
    for (const url of ['/nope/', '/nope', '/material-ui/react-button/extra', '/robots.txt/']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<h1>Not found</h1>');
      expect(response.headers.etag).toBeUndefined();
    }
  });

  it('does not list directories or serve dotfiles', async () => {
    expect((await app.inject({ url: '/_astro/' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/_astro/chunks' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/.build-stamp' })).statusCode).toBe(404);
  });

  it('sets the content type from the extension', async () => {
    const expected: Record<string, string> = {
      [`/${HASHED_ASSET}`]: 'text/javascript; charset=utf-8',
      '/robots.txt': 'text/plain; charset=utf-8',
      '/material-ui/react-button.md': 'text/markdown; charset=utf-8',
      '/sitemap.xml': 'application/xml; charset=utf-8',
      '/favicon.ico': 'image/x-icon',
      '/fonts/roboto.woff2': 'font/woff2',
      '/manifest.webmanifest': 'application/manifest+json; charset=utf-8',
    };
    for (const [url, type] of Object.entries(expected)) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe(type);
    }
  });

  it('streams large files whole', async () => {
    const response = await app.inject({ url: '/search/index.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe(String(LARGE_JSON.length));
    expect(response.body).toBe(LARGE_JSON);
  });

  it('answers HEAD with headers and no body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe(String('User-agent: *\nAllow: /\n'.length));
    expect(response.body).toBe('');
  });

  it('refuses other methods on pages with 405 and Allow', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const) {
      const response = await app.inject({ method, url: '/material-ui/' });
      expect(response.statusCode, method).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD');
      expect(response.json()).toEqual({ error: 'Method not allowed' });
    }
    const withBody = await app.inject({
      method: 'POST',
      url: '/material-ui/',
      headers: { 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect(withBody.statusCode).toBe(405);
  });
});

describe('path traversal', () => {
  const attempts = [
    '/..%2f..%2fetc/passwd',
    '/%2e%2e/',
    '/%2e%2e/secret.txt',
    '/%2E%2E%2Fsecret.txt',
    '/material-ui/%2e%2e/%2e%2e/secret.txt',
    '/..\\secret.txt',
    '/%5c..%5csecret.txt',
    '/a%00b',
    '/robots.txt%00.html',
    '/%',
    '/%zz',
    '//secret.txt',
    '/../secret.txt',
    `/${'a'.repeat(2000)}`,
    `/${'a/'.repeat(1000)}`,
  ];

  it.each(attempts)('%s never reaches a file outside the root', async (url) => {
    const response = await rawRequest(port, url);
    expect([400, 404]).toContain(response.status);
    expect(response.body).not.toContain('TOP SECRET');
    expect(response.headers['content-security-policy']).toBeDefined();
  });

  it('answers malformed paths with a JSON 400', async () => {
    const malformed = ['/%2e%2e/', '/../', '/a%00b', '/..%2f..%2fetc/passwd', '/%zz', '/a\\b'];
    for (const url of [...malformed, `/${'a'.repeat(2000)}`]) {
      const response = await rawRequest(port, url);
      expect(response.status, url).toBe(400);
      expect(JSON.parse(response.body), url).toEqual({ error: 'Bad request path' });
    }
  });

  it('never redirects to another host', async () => {
    const response = await rawRequest(port, '//evil.example/');
    expect(response.status).toBe(404);
    expect(response.headers.location).toBeUndefined();
  });
});

describe('precompressed variants', () => {
  const url = `/${HASHED_ASSET}`;

  it('prefers brotli when accepted', async () => {
    const response = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(ASSET_SOURCE);
  });

  it('falls back to gzip, then to identity', async () => {
    const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip;q=1, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(ASSET_SOURCE);

    const identity = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers.vary).toBe('Accept-Encoding');
    expect(identity.body).toBe(ASSET_SOURCE);

    const none = await app.inject({ url });
    expect(none.headers['content-encoding']).toBeUndefined();
  });

  it('does not expose the .br/.gz files as separate URLs', async () => {
    expect((await app.inject({ url: `${url}.br` })).statusCode).toBe(404);
    expect((await app.inject({ url: `${url}.gz` })).statusCode).toBe(404);
  });

  it('gives each variant its own ETag', async () => {
    const br = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
    const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    const identity = await app.inject({ url });
    expect(new Set([br.headers.etag, gzip.headers.etag, identity.headers.etag]).size).toBe(3);
  });
});

describe('conditional requests', () => {
  it('answers If-None-Match with 304 when the ETag matches', async () => {
    const first = await app.inject({ url: '/' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    const second = await app.inject({ url: '/', headers: { 'if-none-match': etag } });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
    expect(second.headers.etag).toBe(etag);
    expect(second.headers['cache-control']).toBe('public, max-age=0, must-revalidate');

    const other = await app.inject({ url: '/', headers: { 'if-none-match': '"other"' } });
    expect(other.statusCode).toBe(200);
  });

  it('answers If-Modified-Since with 304 unless the file is newer', async () => {
    const first = await app.inject({ url: '/' });
    expect(first.headers['last-modified']).toBe('Wed, 01 May 2024 12:00:00 GMT');
    const same = await app.inject({
      url: '/',
      headers: { 'if-modified-since': 'Wed, 01 May 2024 12:00:00 GMT' },
    });
    expect(same.statusCode).toBe(304);
    const older = await app.inject({
      url: '/',
      headers: { 'if-modified-since': 'Tue, 30 Apr 2024 12:00:00 GMT' },
    });
    expect(older.statusCode).toBe(200);
  });

  it('lets If-None-Match win over If-Modified-Since', async () => {
    const response = await app.inject({
      url: '/',
      headers: { 'if-none-match': '"stale"', 'if-modified-since': 'Wed, 01 May 2030 12:00:00 GMT' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('cache headers', () => {
  it('caches hashed assets forever and revalidates everything else', async () => {
    const asset = await app.inject({ url: `/${HASHED_ASSET}` });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/material-ui/', '/robots.txt', '/nope/']) {
      const response = await app.inject({ url });
      expect(response.headers['cache-control'], url).toBe('public, max-age=0, must-revalidate');
    }
  });

  it('never lets the API be cached', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/feedback' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('security headers', () => {
  const urls = ['/', '/material-ui/react-button/', `/${HASHED_ASSET}`, '/nope/', '/api/feedback'];

  it.each(urls)('are set on %s', async (url) => {
    const response = await app.inject({ url });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['permissions-policy']).toBe(
      'camera=(), microphone=(), geolocation=(), interest-cohort=()',
    );
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it('are set on error responses too', async () => {
    const responses = [
      await app.inject({ url: '/%zz' }),
      await app.inject({ method: 'DELETE', url: '/' }),
      await app.inject({
        method: 'POST',
        url: '/api/feedback',
        headers: { 'content-type': 'application/json' },
        payload: '{',
      }),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.headers['content-security-policy']).toBeDefined();
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('allows exactly the inline scripts found in the HTML by hash', async () => {
    const csp = (await app.inject({ url: '/' })).headers['content-security-policy'] as string;
    const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe(
      `script-src 'self' ${[sha256(INLINE_SCRIPT), sha256(DEMO_INLINE_SCRIPT)].sort().join(' ')}`,
    );
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('lets full-page demos be framed by the same origin only', async () => {
    const demo = await app.inject({ url: '/material-ui/getting-started/templates/dashboard/' });
    expect(demo.statusCode).toBe(200);
    expect(demo.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(demo.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });
});
