/** Worker threads for the build's CPU-bound steps (Tinypool), running a TypeScript task module. */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Tinypool from 'tinypool';

/**
 * A pool whose threads run the default export of `taskModule` (an absolute path to a .ts file).
 * Destroy it when done.
 */
export function createWorkerPool(taskModule: string, threads: number): Tinypool {
  return new Tinypool({
    filename: path.join(__dirname, 'workerEntry.mjs'),
    workerData: { module: pathToFileURL(taskModule).href },
    minThreads: threads,
    maxThreads: threads,
  });
}
