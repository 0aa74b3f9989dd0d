import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createStaticFixture } from '../testing/staticFixture';
import { MCP_BODY_LIMIT } from './limits';

let app: FastifyInstance;
let cleanup: () => Promise<void>;

const headers = {
  'content-type': 'application/json',
  accept: 'application/json, text/event-stream',
};

beforeAll(async () => {
  const fixture = await createStaticFixture();
  cleanup = fixture.cleanup;
  app = await buildApp({
    root: fixture.root,
    database: { kind: 'sqlite', path: path.join(fixture.root, '..', 'feedback.sqlite') },
    thirdParty: {},
    mcpRateLimit: { max: 4, windowMs: 60_000 },
  });
});

afterAll(async () => {
  await app.close();
  await cleanup();
});

describe('/mcp on the production server', () => {
  it('refuses a body over its limit, malformed JSON and other methods, without crashing', async () => {
    const big = await app.inject({
      method: 'POST',
      url: '/mcp',
      headers,
      payload: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'ping',
        params: { x: 'x'.repeat(MCP_BODY_LIMIT) },
      }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32000 }, id: null });
    const malformed = await app.inject({
      method: 'POST',
      url: '/mcp',
      headers,
      payload: '{"jsonrpc":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32700 }, id: null });
    const get = await app.inject({ url: '/mcp' });
    expect(get.statusCode).toBe(405);
    expect(get.headers['cache-control']).toBe('no-store');
  });

  it('applies its rate limit per client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await app.inject({ url: '/mcp' })).statusCode);
    expect(statuses.at(-1)).toBe(429);
    const limited = await app.inject({ url: '/mcp' });
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toMatchObject({ jsonrpc: '2.0', error: { message: /Too many/ } });
  });
});
