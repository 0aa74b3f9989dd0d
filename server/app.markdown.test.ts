import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { createStaticFixture } from './testing/staticFixture';

let app: FastifyInstance;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  const fixture = await createStaticFixture();
  cleanup = fixture.cleanup;
  app = await buildApp({
    root: fixture.root,
    database: { kind: 'sqlite', path: path.join(fixture.root, '..', 'feedback.sqlite') },
    thirdParty: {},
  });
});

afterAll(async () => {
  await app.close();
  await cleanup();
});

describe('Markdown by content negotiation', () => {
  it('answers Accept: text/markdown on a page with its Markdown copy, varying by Accept', async () => {
    const reply = await app.inject({
      url: '/material-ui/react-button/',
      headers: { accept: 'text/markdown' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(reply.headers.vary).toContain('Accept');
    expect(reply.body).toBe('# Button\n');
    expect(reply.headers['content-security-policy']).toBeDefined();
  });

  it('keeps HTML for browsers and for clients that accept anything, still varying by Accept', async () => {
    for (const accept of [
      'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      '*/*',
      'text/html, text/markdown;q=0.5',
    ]) {
      const reply = await app.inject({ url: '/material-ui/react-button/', headers: { accept } });
      expect(reply.headers['content-type'], accept).toBe('text/html; charset=utf-8');
      expect(reply.headers.vary, accept).toContain('Accept');
    }
  });

  it('prefers Markdown when it is weighted at least as high as HTML', async () => {
    const reply = await app.inject({
      url: '/material-ui/react-button/',
      headers: { accept: 'text/markdown, text/html;q=0.9' },
    });
    expect(reply.headers['content-type']).toBe('text/markdown; charset=utf-8');
  });

  it('serves HTML, without Vary: Accept, for a page that has no Markdown copy', async () => {
    const reply = await app.inject({ url: '/material-ui/', headers: { accept: 'text/markdown' } });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(String(reply.headers.vary ?? '')).not.toContain('Accept');
  });

  it('answers 304 to a revalidation of the Markdown copy', async () => {
    const first = await app.inject({
      url: '/material-ui/react-button/',
      headers: { accept: 'text/markdown' },
    });
    const again = await app.inject({
      url: '/material-ui/react-button/',
      headers: { accept: 'text/markdown', 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
