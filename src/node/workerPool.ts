/** Worker threads for the build's CPU-bound steps (Tinypool), running a TypeScript task module. */
import { fileURLToPath, pathToFileURL } from 'node:url';
import Tinypool from 'tinypool';

/**
 * The young generation of each thread's heap, where V8 allocates first: the build's threads (the
 * TypeScript checker, Prettier, Shiki, the page render) allocate short-lived objects fast, and with
 * V8's default size they spent ~8 % of their time collecting them. A cold `generate` back to back
 * under the same load (~6): 192.3 CPU-s by default, 176.9 at 192 MB, 166.5 at 384 MB; the largest
 * resident size 4.39 → 4.48 GB.
 */
const YOUNG_GENERATION_MB = 384;

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
    resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    minThreads: threads,
    maxThreads: threads,
  });
}

/** In a pool's thread: the `setup` its pool was created with. */
export function workerSetup<T>(): T {
  return (Tinypool.workerData as { setup: T }).setup;
}
