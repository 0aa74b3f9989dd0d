/**
 * validate_snippet's checker: the build's code-block checker on a worker thread, one snippet at a
 * time, each with a time limit (the thread is ended and replaced when a check runs over).
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { CodeDiagnostic } from '../../src/node/generate/codeBlocks/checkCode';
import { CHECKER_WARM_UP_LIMIT_MS, MAX_QUEUED_SNIPPETS, SNIPPET_TIME_LIMIT_MS } from './limits';
import type { SnippetJob, WorkerMessage } from './snippetWorker';

/** A refusal to tell the client about (over a limit, busy), as opposed to a fault of ours. */
export class SnippetLimitError extends Error {}

export interface SnippetValidator {
  validate(code: string, lang: 'tsx' | 'jsx'): Promise<CodeDiagnostic[]>;
  close(): Promise<void>;
}

export interface SnippetValidatorOptions {
  timeLimitMs?: number;
  warmUpLimitMs?: number;
}

interface CheckerThread {
  worker: Worker;
  ready: Promise<void>;
  listeners: Set<(message: WorkerMessage | Error) => void>;
}

function startThread(warmUpLimitMs: number): CheckerThread {
  const worker = new Worker(path.join(__dirname, 'snippetWorker.mjs'));
  worker.unref();
  const listeners = new Set<(message: WorkerMessage | Error) => void>();
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error('The snippet checker did not start in time.'));
      void worker.terminate();
    }, warmUpLimitMs);
    timer.unref();
    listeners.add((message) => {
      if (message instanceof Error) {
        clearTimeout(timer);
        reject(message);
      } else if (message.type === 'ready') {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  ready.catch(() => {});
  worker.on('message', (message: WorkerMessage) => listeners.forEach((l) => l(message)));
  worker.on('error', (error) => listeners.forEach((l) => l(error)));
  worker.on('exit', (code) =>
    listeners.forEach((l) => l(new Error(`The snippet checker stopped (exit code ${code}).`))),
  );
  return { worker, ready, listeners };
}

export function createSnippetValidator(options: SnippetValidatorOptions = {}): SnippetValidator {
  const timeLimitMs = options.timeLimitMs ?? SNIPPET_TIME_LIMIT_MS;
  const warmUpLimitMs = options.warmUpLimitMs ?? CHECKER_WARM_UP_LIMIT_MS;
  let thread: CheckerThread | undefined;
  let nextId = 1;
  let queued = 0;
  let tail: Promise<unknown> = Promise.resolve();

  function retire(stale: CheckerThread) {
    if (thread === stale) thread = undefined;
    void stale.worker.terminate();
  }

  async function run(job: SnippetJob): Promise<CodeDiagnostic[]> {
    const current = (thread ??= startThread(warmUpLimitMs));
    try {
      await current.ready;
    } catch (error) {
      retire(current);
      throw error;
    }
    return new Promise<CodeDiagnostic[]>((resolve, reject) => {
      const finish = () => {
        clearTimeout(timer);
        current.listeners.delete(listener);
      };
      const listener = (message: WorkerMessage | Error) => {
        if (message instanceof Error) {
          finish();
          retire(current);
          reject(message);
        } else if (message.type !== 'ready' && message.id === job.id) {
          finish();
          if (message.type === 'result') resolve(message.diagnostics);
          else reject(new Error(message.message));
        }
      };
      const timer = setTimeout(() => {
        finish();
        retire(current);
        reject(
          new SnippetLimitError(
            `The snippet took longer than ${timeLimitMs} ms to check; simplify or shorten it.`,
          ),
        );
      }, timeLimitMs);
      current.listeners.add(listener);
      current.worker.postMessage(job);
    });
  }

  return {
    validate(code, lang) {
      if (queued >= MAX_QUEUED_SNIPPETS)
        return Promise.reject(
          new SnippetLimitError('The snippet checker is busy; try again in a moment.'),
        );
      queued += 1;
      const job = { id: nextId++, code, lang };
      const result = tail.then(() => run(job));
      tail = result.catch(() => {}).finally(() => (queued -= 1));
      return result;
    },
    async close() {
      if (thread) await thread.worker.terminate();
      thread = undefined;
    },
  };
}
