import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { STORE_KINDS, testDatabases } from '../testing/feedbackDatabases';
import { createStaticFixture } from '../testing/staticFixture';
import { toCsv, toJson } from './exportFormat';
import type { FeedbackStore } from './store';

let root: string;
let cleanup: () => Promise<void>;
let app: FastifyInstance;
let store: FeedbackStore;
let clock = 0;

const valid = {
  page: '/material-ui/react-button/',
  rating: 'down',
  comment: 'The example is missing.',
  version: '6.1.9',
  language: 'en',
};

beforeAll(async () => {
  const fixture = await createStaticFixture();
  root = fixture.root;
  cleanup = fixture.cleanup;
});

afterAll(async () => cleanup());

function post(payload: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/feedback',
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

describe.each(STORE_KINDS)('POST /api/feedback ($name store)', (kind) => {
  const databases = testDatabases(kind);

  beforeEach(async () => {
    store = await (await databases.create()).open();
    clock = 1_000_000;
    app = await buildApp({
      root,
      store,
      thirdParty: {},
      rateLimit: { max: 5, windowMs: 60_000 },
      now: () => clock,
    });
  });

  afterEach(async () => {
    await app.close();
    await store.close();
  });

  it('stores valid feedback and answers 201 with its id', async () => {
    const response = await post(valid, { 'user-agent': `Agent/${'x'.repeat(1000)}` });
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<{ ok: boolean; id: number }>();
    expect(body).toEqual({ ok: true, id: expect.any(Number) });
    const [row] = await store.all();
    expect(row).toMatchObject({
      id: body.id,
      page: valid.page,
      rating: 'down',
      comment: valid.comment,
      version: '6.1.9',
      language: 'en',
    });
    expect(row?.userAgent?.length).toBe(256);
    expect(Date.parse(row?.createdAt ?? '')).not.toBeNaN();
  });

  it('accepts a page without its trailing slash and no comment', async () => {
    const response = await post({
      ...valid,
      page: '/material-ui/react-button',
      comment: undefined,
    });
    expect(response.statusCode).toBe(201);
    expect((await store.all())[0]).toMatchObject({
      page: '/material-ui/react-button/',
      comment: null,
    });
  });

  it('accepts application/json with a charset', async () => {
    const response = await post(valid, { 'content-type': 'application/json; charset=utf-8' });
    expect(response.statusCode).toBe(201);
  });

  it('stores a <script> comment verbatim and exports it as inert text', async () => {
    const comment = '<script>alert(1)</script> =HYPERLINK("http://evil") "quoted", line\nbreak';
    expect((await post({ ...valid, comment })).statusCode).toBe(201);
    expect((await post({ ...valid, comment: '=cmd|/c calc' })).statusCode).toBe(201);
    const rows = await store.all();
    expect(rows[0]?.comment).toBe(comment);

    const csv = toCsv(rows);
    expect(csv).toContain(
      `"<script>alert(1)</script> =HYPERLINK(""http://evil"") ""quoted"", line\nbreak"`,
    );
    expect(csv).toContain(",'=cmd|/c calc,");
    const json = toJson(rows);
    expect(json).not.toContain('<script>');
    expect((JSON.parse(json) as Array<{ comment: string }>)[0]?.comment).toBe(comment);
  });

  describe('rejects bad input with a clear 4xx JSON error and stores nothing', () => {
    const cases: Array<[string, () => ReturnType<typeof post>, number, RegExp]> = [
      ['malformed JSON', () => post('{"page": '), 400, /^Malformed JSON body$/],
      ['an empty body', () => post(''), 400, /empty/],
      ['a JSON array', () => post([valid]), 400, /^Body must be a JSON object$/],
      ['JSON null', () => post('null'), 400, /^Body must be a JSON object$/],
      [
        'a text/plain body',
        () => post(JSON.stringify(valid), { 'content-type': 'text/plain' }),
        415,
        /^Content-Type must be application\/json$/,
      ],
      [
        'a form body',
        () => post('page=%2F', { 'content-type': 'application/x-www-form-urlencoded' }),
        415,
        /application\/json/,
      ],
      ['an oversize body', () => post({ ...valid, comment: 'x'.repeat(9000) }), 413, /too large/],
      [
        'a missing rating',
        () => post({ ...valid, rating: undefined }),
        400,
        /Missing required field "rating"/,
      ],
      [
        'a missing page',
        () => post({ ...valid, page: undefined }),
        400,
        /Missing required field "page"/,
      ],
      ['a missing version', () => post({ ...valid, version: undefined }), 400, /"version"/],
      ['a missing language', () => post({ ...valid, language: undefined }), 400, /"language"/],
      [
        'an unknown rating',
        () => post({ ...valid, rating: 'meh' }),
        400,
        /"rating" must be one of: up, down/,
      ],
      ['a numeric rating', () => post({ ...valid, rating: 1 }), 400, /"rating" must be a string/],
      [
        'a numeric version',
        () => post({ ...valid, version: 6 }),
        400,
        /"version" must be a string/,
      ],
      [
        'a boolean comment',
        () => post({ ...valid, comment: true }),
        400,
        /"comment" must be a string/,
      ],
      [
        'a null comment',
        () => post({ ...valid, comment: null }),
        400,
        /"comment" must be a string/,
      ],
      ['an object page', () => post({ ...valid, page: { a: 1 } }), 400, /"page" must be a string/],
      [
        'a comment with a NUL character',
        () => post({ ...valid, comment: 'a\u0000b' }),
        400,
        /"comment" has an invalid format/,
      ],
      [
        'a comment over 2000 characters',
        () => post({ ...valid, comment: 'é'.repeat(2001) }),
        400,
        /"comment" must be at most 2000 characters/,
      ],
      ['a long version', () => post({ ...valid, version: '1'.repeat(65) }), 400, /"version"/],
      ['a language with spaces', () => post({ ...valid, language: 'en us' }), 400, /"language"/],
      ['an extra field', () => post({ ...valid, email: 'a@b.c' }), 400, /Unknown field "email"/],
      [
        'an unknown page',
        () => post({ ...valid, page: '/not-a-page/' }),
        400,
        /"page" is not a page/,
      ],
      [
        'an absolute URL page',
        () => post({ ...valid, page: 'https://evil.example/' }),
        400,
        /"page"/,
      ],
      ['a traversal page', () => post({ ...valid, page: '/../etc/' }), 400, /"page"/],
      [
        'a prototype-poisoning body',
        () =>
          post(
            '{"__proto__":{"admin":true},"page":"/","rating":"up","version":"1","language":"en"}',
          ),
        400,
        /Malformed JSON body|Unknown field/,
      ],
    ];

    it.each(cases)('%s', async (_name, send, status, message) => {
      const response = await send();
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const body = response.json<{ error: string }>();
      expect(Object.keys(body)).toEqual(['error']);
      expect(body.error).toMatch(message);
      expect(response.body).not.toMatch(/\bat .*\.(ts|js):\d+/); // no stack trace
      expect(await store.all()).toEqual([]);
    });
  });

  it('refuses other methods on the endpoint with 405 and unknown API paths with 404', async () => {
    const get = await app.inject({ method: 'GET', url: '/api/feedback' });
    expect(get.statusCode).toBe(405);
    expect(get.headers.allow).toBe('POST');
    expect(get.json()).toEqual({ error: 'Method not allowed; use POST' });
    const other = await app.inject({ method: 'POST', url: '/api/other' });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ error: 'Not found' });
  });

  it('rate-limits each client with 429 and Retry-After', async () => {
    for (let i = 0; i < 5; i++) expect((await post(valid)).statusCode).toBe(201);
    clock += 10_000;
    const limited = await post(valid);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('50');
    expect(limited.json()).toEqual({ error: expect.stringMatching(/Too many/) });
    expect(await store.all()).toHaveLength(5);

    const otherClient = await app.inject({
      method: 'POST',
      url: '/api/feedback',
      remoteAddress: '10.0.0.9',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(valid),
    });
    expect(otherClient.statusCode).toBe(201);

    clock += 50_000;
    expect((await post(valid)).statusCode).toBe(201);
  });

  it('counts rejected requests against the limit too', async () => {
    for (let i = 0; i < 5; i++) expect((await post('{')).statusCode).toBe(400);
    expect((await post(valid)).statusCode).toBe(429);
  });

  it('answers 500 with only "Internal error" when the store fails', async () => {
    await store.close(); // inserts now fail
    const response = await post(valid);
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Internal error' });
  });
});
