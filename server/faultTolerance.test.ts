import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectAcknowledgedStoredOnce,
  sendBurst,
  type StoredComment,
} from './testing/feedbackBurst';
import { STORE_KINDS, testDatabases, type TestDatabase } from './testing/feedbackDatabases';
import { serverInstances } from './testing/serverInstances';
import { createStaticFixture } from './testing/staticFixture';

const TOTAL_REQUESTS = 500;
const CONCURRENCY = 16;
const KILL_AFTER_ACKS = 200;

let root: string;
let cleanup: () => Promise<void>;
const servers = serverInstances();

beforeAll(async () => {
  ({ root, cleanup } = await createStaticFixture());
});

afterAll(async () => cleanup());

const start = (database: TestDatabase, logLevel?: string) =>
  servers.start(database, root, logLevel);

function feedback(index: number): string {
  return JSON.stringify({
    page: '/material-ui/react-button/',
    rating: index % 2 ? 'up' : 'down',
    comment: `fault-test-${index}`,
    version: '6.1.9',
    language: 'en',
  });
}

async function readRows(database: TestDatabase): Promise<StoredComment[]> {
  return (await database.rows()).map(({ id, comment }) => ({ id, comment }));
}

async function postFeedback(origin: string, index: number): Promise<Response> {
  return fetch(`${origin}/api/feedback`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: feedback(index),
  });
}

describe.each(STORE_KINDS)('the real server process ($name store)', { timeout: 30_000 }, (kind) => {
  const databases = testDatabases(kind);

  it('keeps every acknowledged feedback row when SIGKILLed mid-load', async () => {
    const database = await databases.create();
    const first = await start(database);

    let killed = false;
    const outcomes = await sendBurst({
      total: TOTAL_REQUESTS,
      concurrency: CONCURRENCY,
      plan: (index) => (killed ? undefined : { origin: first.origin, body: feedback(index) }),
      onAck: (acked) => {
        if (acked === KILL_AFTER_ACKS) {
          killed = true;
          first.child.kill('SIGKILL');
        }
      },
    });
    expect((await first.exited).signal).toBe('SIGKILL');

    // Restart on the same database: it must open cleanly and keep accepting feedback.
    const second = await start(database);
    const after = await postFeedback(second.origin, TOTAL_REQUESTS);
    expect(after.status).toBe(201);
    const afterId = ((await after.json()) as { id: number }).id;
    const rows = await readRows(database);
    second.child.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);

    const acked = outcomes.filter((outcome) => outcome.kind === 'acked');
    const failed = outcomes.filter((outcome) => outcome.kind === 'failed');
    expect(outcomes.filter((outcome) => outcome.kind === 'refused')).toEqual([]);
    expect(acked.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
    expect(acked.length).toBeLessThan(TOTAL_REQUESTS);
    // Besides the acknowledged rows and the post-restart check, only requests in flight at the
    // kill may have been stored (committed, answer lost).
    const unacknowledged = expectAcknowledgedStoredOnce(
      outcomes,
      rows,
      (index) => `fault-test-${index}`,
      [afterId],
    );
    expect(unacknowledged.length).toBeLessThanOrEqual(Math.min(failed.length, CONCURRENCY));
    expect(afterId).toBeGreaterThan(Math.max(...acked.map((outcome) => outcome.id)));
  });

  it('finishes an in-flight request on SIGTERM, refuses new connections, then exits 0', async () => {
    const database = await databases.create();
    const server = await start(database, 'info');
    const { port, hostname } = new URL(server.origin);
    const body = feedback(1);

    // Send the headers and half the body, so the request is in flight when the signal arrives.
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        {
          host: hostname,
          port,
          method: 'POST',
          path: '/api/feedback',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 20));
      setTimeout(() => {
        server.child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(20)), 300);
      }, 100);
    });

    const response = await answer;
    expect(response.status).toBe(201);
    const { id } = JSON.parse(response.body) as { id: number };
    await expect(fetch(`${server.origin}/`)).rejects.toThrow();
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).toContain('shutting down');
    expect(await readRows(database)).toEqual([{ id, comment: 'fault-test-1' }]);
  });
});
