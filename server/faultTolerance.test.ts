import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_KINDS, useTestDatabases, type TestDatabase } from './testing/feedbackDatabases';
import { startServerProcess, type ServerProcess } from './testing/runTsx';
import { createStaticFixture } from './testing/staticFixture';

const MAIN = 'server/main.ts';
const TOTAL_REQUESTS = 500;
const CONCURRENCY = 16;
const KILL_AFTER_ACKS = 200;

let root: string;
let cleanup: () => Promise<void>;
const running: ServerProcess[] = [];

beforeAll(async () => {
  ({ root, cleanup } = await createStaticFixture());
});

afterAll(async () => {
  for (const server of running) server.child.kill('SIGKILL');
  await cleanup();
});

async function start(database: TestDatabase, logLevel = 'warn'): Promise<ServerProcess> {
  const server = await startServerProcess(MAIN, {
    ...database.env,
    STATIC_ROOT: root,
    FEEDBACK_RATE_LIMIT_MAX: '100000',
    LOG_LEVEL: logLevel,
  });
  running.push(server);
  return server;
}

function feedback(index: number): string {
  return JSON.stringify({
    page: '/material-ui/react-button/',
    rating: index % 2 ? 'up' : 'down',
    comment: `fault-test-${index}`,
    version: '6.1.9',
    language: 'en',
  });
}

async function postFeedback(origin: string, index: number): Promise<Response> {
  return fetch(`${origin}/api/feedback`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: feedback(index),
  });
}

type Outcome =
  | { kind: 'acked'; id: number }
  | { kind: 'refused'; status: number }
  | { kind: 'failed' } // sent, but the connection died before an answer came back
  | { kind: 'not-sent' };

async function readRows(database: TestDatabase): Promise<Array<{ id: number; comment: string }>> {
  return (await database.rows()).map(({ id, comment }) => ({ id, comment: comment ?? '' }));
}

describe.each(STORE_KINDS)('the real server process ($name store)', { timeout: 30_000 }, (kind) => {
  const databases = useTestDatabases(kind);

  it('keeps every acknowledged feedback row when SIGKILLed mid-load', async () => {
    const database = await databases.create();
    const first = await start(database);

    const outcomes: Outcome[] = new Array<Outcome>(TOTAL_REQUESTS);
    let next = 0;
    let acked = 0;
    let killed = false;
    async function worker(): Promise<void> {
      while (next < TOTAL_REQUESTS) {
        const index = next++;
        if (killed) {
          outcomes[index] = { kind: 'not-sent' };
          continue;
        }
        try {
          const response = await postFeedback(first.origin, index);
          if (response.status === 201) {
            const body = (await response.json()) as { id: number };
            outcomes[index] = { kind: 'acked', id: body.id };
            if (++acked === KILL_AFTER_ACKS) {
              killed = true;
              first.child.kill('SIGKILL');
            }
          } else {
            outcomes[index] = { kind: 'refused', status: response.status };
          }
        } catch {
          outcomes[index] = { kind: 'failed' };
        }
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    expect((await first.exited).signal).toBe('SIGKILL');

    // Restart on the same database: it must open cleanly and keep accepting feedback.
    const second = await start(database);
    const after = await postFeedback(second.origin, TOTAL_REQUESTS);
    expect(after.status).toBe(201);
    const afterId = ((await after.json()) as { id: number }).id;
    const rows = await readRows(database);
    second.child.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);

    const ackedById = new Map<number, number>();
    const failed = new Set<number>();
    outcomes.forEach((outcome, index) => {
      if (outcome.kind === 'acked') ackedById.set(outcome.id, index);
      if (outcome.kind === 'failed') failed.add(index);
    });
    expect(outcomes.filter((outcome) => outcome.kind === 'refused')).toEqual([]);
    expect(ackedById.size).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
    expect(ackedById.size).toBeLessThan(TOTAL_REQUESTS);

    const rowsById = new Map(rows.map((row) => [row.id, row.comment]));
    // 1. Every acknowledged id is stored, holding exactly the comment that request sent.
    for (const [id, index] of ackedById) {
      expect(rowsById.get(id), `acked id ${id}`).toBe(`fault-test-${index}`);
    }
    // 2. Every other stored row came from a request that was in flight at the kill (committed,
    //    answer lost) or from the post-restart check; nothing refused or never sent, no duplicates.
    const extra = rows.filter((row) => !ackedById.has(row.id) && row.id !== afterId);
    for (const row of extra) {
      const index = Number(row.comment.replace('fault-test-', ''));
      expect(failed.has(index), `unacknowledged row ${row.comment}`).toBe(true);
    }
    expect(new Set(rows.map((row) => row.comment)).size).toBe(rows.length);
    expect(extra.length).toBeLessThanOrEqual(Math.min(failed.size, CONCURRENCY));
    expect(rows.length).toBe(ackedById.size + extra.length + 1);
    expect(afterId).toBeGreaterThan(Math.max(...ackedById.keys()));
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
