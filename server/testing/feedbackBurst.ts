import { expect } from 'vitest';

export interface Post {
  /** `http://127.0.0.1:<port>` of the instance that gets it. */
  origin: string;
  body: string;
  contentType?: string;
}

export type Outcome =
  | { kind: 'acked'; id: number }
  | { kind: 'refused'; status: number }
  | { kind: 'failed' } // sent, but the connection died before an answer came back
  | { kind: 'not-sent' };

export interface BurstOptions {
  total: number;
  /** Requests in flight at once. */
  concurrency: number;
  /** The request for `index`, or `undefined` to send nothing for it. */
  plan: (index: number) => Post | undefined;
  /** Called after each acknowledgement with the count so far (to kill a server mid-burst). */
  onAck?: (acked: number) => void;
}

/** Posts `total` feedback requests, `concurrency` at a time; the outcome of each, by index. */
export async function sendBurst({
  total,
  concurrency,
  plan,
  onAck,
}: BurstOptions): Promise<Outcome[]> {
  const outcomes = new Array<Outcome>(total);
  let next = 0;
  let acked = 0;
  async function worker(): Promise<void> {
    while (next < total) {
      const index = next++;
      const post = plan(index);
      if (!post) {
        outcomes[index] = { kind: 'not-sent' };
        continue;
      }
      try {
        const response = await fetch(`${post.origin}/api/feedback`, {
          method: 'POST',
          headers: { 'content-type': post.contentType ?? 'application/json' },
          body: post.body,
        });
        if (response.ok) {
          const { id } = (await response.json()) as { id: number };
          outcomes[index] = { kind: 'acked', id };
          onAck?.(++acked);
        } else {
          await response.arrayBuffer();
          outcomes[index] = { kind: 'refused', status: response.status };
        }
      } catch {
        outcomes[index] = { kind: 'failed' };
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return outcomes;
}

export interface StoredComment {
  id: number;
  comment: string | null;
}

/**
 * Checks the database after a burst whose request `index` carried the unique comment
 * `commentOf(index)`: every acknowledged id is stored once, holding its request's comment; every
 * other row (apart from `otherIds`) came from a request whose answer was lost when a server died
 * (committed, not acknowledged), never from a refused or unsent one. Returns those other rows.
 */
export function expectAcknowledgedStoredOnce(
  outcomes: readonly Outcome[],
  rows: readonly StoredComment[],
  commentOf: (index: number) => string,
  otherIds: readonly number[] = [],
): StoredComment[] {
  const rowsById = new Map(rows.map((row) => [row.id, row.comment]));
  const ackedIds = new Set<number>();
  const lostComments = new Set<string>();
  outcomes.forEach((outcome, index) => {
    if (outcome.kind === 'acked') {
      expect(rowsById.get(outcome.id), `acknowledged id ${outcome.id}`).toBe(commentOf(index));
      ackedIds.add(outcome.id);
    }
    if (outcome.kind === 'failed') lostComments.add(commentOf(index));
  });
  expect(ackedIds.size, 'acknowledged ids are distinct').toBe(
    outcomes.filter((outcome) => outcome.kind === 'acked').length,
  );
  const unacknowledged = rows.filter((row) => !ackedIds.has(row.id) && !otherIds.includes(row.id));
  for (const row of unacknowledged) {
    expect(lostComments.has(row.comment ?? ''), `unacknowledged row ${row.comment}`).toBe(true);
  }
  expect(new Set(rows.map((row) => row.comment)).size, 'no request stored twice').toBe(rows.length);
  expect(rows.length).toBe(ackedIds.size + unacknowledged.length + otherIds.length);
  return unacknowledged;
}
