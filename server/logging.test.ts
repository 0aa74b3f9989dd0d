import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import type { FeedbackStore } from './feedback/store';
import { createStaticFixture } from './testing/staticFixture';

let root: string;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ root, cleanup } = await createStaticFixture());
});
afterAll(async () => cleanup());

describe('logging', () => {
  it('writes JSON lines and never the request body, even for rejected or failing requests', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const secret = 'SECRET-COMMENT-7f3a';
    const valid = { page: '/', rating: 'up', version: '1', language: 'en', comment: secret };
    const failingStore: FeedbackStore = {
      insert: async () => {
        throw new Error('disk I/O error');
      },
      all: async () => [],
      close: async () => undefined,
    };
    for (const store of [undefined, failingStore]) {
      const app = await buildApp({
        root,
        database: { kind: 'sqlite', path: path.join(root, '..', 'logging.sqlite') },
        store,
        thirdParty: {},
        logger: { level: 'trace', stream },
      });
      const send = (payload: string) =>
        app.inject({
          method: 'POST',
          url: '/api/feedback',
          headers: { 'content-type': 'application/json' },
          payload,
        });
      if (store) {
        expect((await send(JSON.stringify(valid))).statusCode).toBe(500);
      } else {
        expect((await send(JSON.stringify(valid))).statusCode).toBe(201);
        expect((await send(`{"comment": "${secret}", `)).statusCode).toBe(400);
        expect((await send(JSON.stringify({ ...valid, rating: secret }))).statusCode).toBe(400);
      }
      await app.close();
    }
    expect(lines.some((line) => line.includes('disk I/O error'))).toBe(true);

    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(() => JSON.parse(line) as unknown, line).not.toThrow();
      expect(line).not.toContain(secret);
    }
  });
});
