/** Worker threads for the build's CPU-bound steps (Tinypool), running a TypeScript task module. */
import { fileURLToPath, pathToFileURL } from 'node:url';
import Tinypool from 'tinypool';

/**
 * A pool whose threads run the default export of `taskModule` (an absolute path to a .ts file).
 * `setup` (structured-cloneable) is what every thread reads once with `workerSetup()`.
 * Destroy it when done.
 */
export function createWorkerPool(taskModule: string, threads: number, setup?: unknown): Tinypool {
  return new Tinypool({
    // By URL: Astro loads its integrations (which start the render's pool) as ES modules.
    filename: fileURLToPath(new URL('./workerEntry.mjs', import.meta.url)),
    workerData: { module: pathToFileURL(taskModule).href, setup },
    minThreads: threads,
    maxThreads: threads,
  });
}

/** In a pool's thread: the `setup` its pool was created with. */
export function workerSetup<T>(): T {
  return (Tinypool.workerData as { setup: T }).setup;
}
