/**
 * Runs on a worker thread: the build's code-block checker (src/node/generate/codeBlocks/checkCode.ts), fed
 * one snippet at a time by snippetValidator.ts. It type-checks and never runs the code.
 */
import { parentPort } from 'node:worker_threads';
import { createCodeChecker } from '../../src/node/generate/codeBlocks/checkCode';

export interface SnippetJob {
  id: number;
  code: string;
  lang: string;
}

export type WorkerMessage =
  | { type: 'ready' }
  | {
      type: 'result';
      id: number;
      diagnostics: { line: number; column: number; message: string; code: number }[];
    }
  | { type: 'failed'; id: number; message: string };

const port = parentPort;
if (!port) throw new Error('snippetWorker.ts runs on a worker thread');
const checker = createCodeChecker();
// Loads the pinned packages' types now, so the time limit of a check measures the check alone.
checker.check({ code: "import Button from '@mui/material/Button';\n<Button />;\n", lang: 'tsx' });
port.postMessage({ type: 'ready' } satisfies WorkerMessage);
port.on('message', (job: SnippetJob) => {
  try {
    const diagnostics = checker.check({ code: job.code, lang: job.lang });
    port.postMessage({ type: 'result', id: job.id, diagnostics } satisfies WorkerMessage);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    port.postMessage({ type: 'failed', id: job.id, message } satisfies WorkerMessage);
  }
});
