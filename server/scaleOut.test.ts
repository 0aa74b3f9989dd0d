import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectAcknowledgedStoredOnce,
  sendBurst,
  type Outcome,
  type Post,
} from './testing/feedbackBurst';
import { POSTGRES, testDatabases, type TestDatabase } from './testing/feedbackDatabases';
import type { ServerProcess } from './testing/runTsx';
import { serverInstances } from './testing/serverInstances';
import { createStaticFixture } from './testing/staticFixture';

const TOTAL_REQUESTS = 600;
const CONCURRENCY = 24;
const KILL_AFTER_ACKS = 80;

/** One kind of post in the burst: what it sends around its unique comment, and whether it is stored. */
interface Variant {
  name: string;
  stored: boolean;
  comment: (marker: string) => string;
  send?: (comment: string) => { body: string; contentType?: string };
}

const valid = (comment: string, fields: Record<string, unknown> = {}) =>
  JSON.stringify({
    page: '/material-ui/react-button/',
    rating: 'up',
    comment,
    version: '6.1.9',
    language: 'en',
    ...fields,
  });

const VARIANTS: readonly Variant[] = [
  { name: 'plain', stored: true, comment: (marker) => marker },
  {
    name: 'SQL in the comment',
    stored: true,
    comment: (marker) => `${marker}'); DROP TABLE feedback; --`,
  },
  {
    name: 'markup and emoji',
    stored: true,
    comment: (marker) => `${marker} <script>alert(1)</script> =SUM(A1) 漢字 😀`,
  },
  {
    name: 'page without its slash',
    stored: true,
    comment: (marker) => marker,
    send: (comment) => ({ body: valid(comment, { page: '/material-ui/react-button' }) }),
  },
  {
    name: 'malformed JSON',
    stored: false,
    comment: (marker) => marker,
    send: (comment) => ({ body: valid(comment).slice(0, -2) }),
  },
  {
    name: 'text/plain',
    stored: false,
    comment: (marker) => marker,
    send: (comment) => ({ body: valid(comment), contentType: 'text/plain' }),
  },
  {
    name: 'unknown page',
    stored: false,
    comment: (marker) => marker,
    send: (comment) => ({ body: valid(comment, { page: "/x');DROP--/" }) }),
  },
  { name: 'oversize', stored: false, comment: (marker) => `${marker}${'x'.repeat(9000)}` },
  { name: 'NUL in the comment', stored: false, comment: (marker) => `${marker}\u0000` },
  {
    name: 'extra field',
    stored: false,
    comment: (marker) => marker,
    send: (comment) => ({ body: valid(comment, { admin: true }) }),
  },
  {
    name: 'prototype poisoning',
    stored: false,
    comment: (marker) => marker,
    send: (comment) => ({ body: `{"__proto__":{"admin":true},${valid(comment).slice(1)}` }),
  },
  {
    name: 'unknown rating',
    stored: false,
    comment: (marker) => marker,
    send: (comment) => ({ body: valid(comment, { rating: 'meh' }) }),
  },
];

const variantOf = (index: number) => VARIANTS[index % VARIANTS.length] as Variant;
const commentOf = (index: number) => variantOf(index).comment(`burst-${index}|`);

/** Request `index` for the instance a round-robin balancer would pick among those alive. */
function postTo(instances: readonly ServerProcess[], index: number): Post {
  const variant = variantOf(index);
  const origin = (instances[index % instances.length] as ServerProcess).origin;
  const comment = commentOf(index);
  return { origin, ...(variant.send?.(comment) ?? { body: valid(comment) }) };
}

function expectEachVariantAnswered(outcomes: readonly Outcome[]): void {
  outcomes.forEach((outcome, index) => {
    const { name, stored } = variantOf(index);
    if (outcome.kind === 'acked') expect(stored, `${name} acknowledged`).toBe(true);
    if (outcome.kind === 'refused') {
      expect(stored, `${name} refused with ${outcome.status}`).toBe(false);
      expect(outcome.status).toBeGreaterThanOrEqual(400);
      expect(outcome.status).toBeLessThan(500);
    }
  });
}

let root: string;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ root, cleanup } = await createStaticFixture());
});
afterAll(async () => cleanup());

describe('two server instances sharing one PostgreSQL database', { timeout: 30_000 }, () => {
  const databases = testDatabases(POSTGRES);
  const servers = serverInstances();
  const startTwo = (database: TestDatabase) =>
    Promise.all([servers.start(database, root), servers.start(database, root)]);

  it('store each acknowledged post of a mixed valid and hostile burst exactly once, and no refused one', async () => {
    const database = await databases.create();
    const instances = await startTwo(database);

    const outcomes = await sendBurst({
      total: TOTAL_REQUESTS,
      concurrency: CONCURRENCY,
      plan: (index) => postTo(instances, index),
    });

    expect(outcomes.filter((outcome) => outcome.kind === 'failed')).toEqual([]);
    expectEachVariantAnswered(outcomes);
    const acked = outcomes.filter((outcome) => outcome.kind === 'acked');
    expect(acked.length).toBe(outcomes.filter((_, index) => variantOf(index).stored).length);
    const rows = await database.rows();
    expect(expectAcknowledgedStoredOnce(outcomes, rows, commentOf)).toEqual([]);
    for (const server of instances) server.child.kill('SIGTERM');
    for (const server of instances) expect((await server.exited).code).toBe(0);
  });

  it('lose no acknowledged post when one instance is SIGKILLed mid-burst', async () => {
    const database = await databases.create();
    const [victim, survivor] = await startTwo(database);
    let live = [victim, survivor];

    const outcomes = await sendBurst({
      total: TOTAL_REQUESTS,
      concurrency: CONCURRENCY,
      // The balancer drops the dead instance at once; requests it held when killed are lost.
      plan: (index) => postTo(live, index),
      onAck: (acked) => {
        if (acked !== KILL_AFTER_ACKS) return;
        victim.child.kill('SIGKILL');
        live = [survivor];
      },
    });
    expect((await victim.exited).signal).toBe('SIGKILL');

    expectEachVariantAnswered(outcomes);
    const acked = outcomes.filter((outcome) => outcome.kind === 'acked');
    const failed = outcomes.filter((outcome) => outcome.kind === 'failed');
    // The survivor went on acknowledging after the kill.
    expect(acked.length).toBeGreaterThan(KILL_AFTER_ACKS + CONCURRENCY);
    const rows = await database.rows();
    const unacknowledged = expectAcknowledgedStoredOnce(outcomes, rows, commentOf);
    expect(unacknowledged.length).toBeLessThanOrEqual(Math.min(failed.length, CONCURRENCY));
    survivor.child.kill('SIGTERM');
    expect((await survivor.exited).code).toBe(0);
  });
});
