/**
 * Precompression beside Astro's render. From the render's start, a child process at the lowest
 * priority compresses what is in the export (the hashed assets, the public files, each page once
 * written) into the compressed store (src/node/compressedStore.ts); postbuild's precompression
 * copies those and compresses only what the child did not reach. Stopped when the pages are done.
 * It was written when Astro rendered on one thread and left a core idle for the whole render; the
 * render now uses every core (./renderInWorkers.ts), so the child gets what the render threads leave
 * (their start, the waits between pages) and postbuild does the rest.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import path from 'node:path';
import { COMPRESSED_DIR, OUT_DIR, ROOT_DIR } from '../paths';

const FILL_SCRIPT = path.join(ROOT_DIR, 'src', 'node', 'astro', 'fillCompressedStore.ts');
const LOWEST_PRIORITY = 19;

export interface CompressionAhead {
  start(): void;
  stop(): void;
}

/** Nothing when precompression is skipped (SKIP_PRECOMPRESS=1, the variant build). */
export function precompressAhead(enabled = process.env.SKIP_PRECOMPRESS !== '1'): CompressionAhead {
  let child: ChildProcess | undefined;
  return {
    start() {
      if (!enabled || child) return;
      // Its stdin is a pipe that only ends when this process does: the child then stops at once,
      // even when nothing called stop() (a build that failed, a test), and releases the stderr it
      // shares with this process (a test runner waits for that pipe to close).
      child = spawn(process.execPath, ['--import', 'tsx', FILL_SCRIPT, OUT_DIR, COMPRESSED_DIR], {
        cwd: ROOT_DIR,
        stdio: ['pipe', 'ignore', 'inherit'],
      });
      child.stdin?.on('error', () => undefined);
      (child.stdin as (NodeJS.WritableStream & { unref?: () => void }) | null)?.unref?.();
      child.unref();
      // postbuild compresses what the child did not: a child that fails to start costs no more.
      child.on('error', () => undefined);
      // Below the render threads: the child only takes what they leave idle.
      if (child.pid !== undefined) setPriority(child.pid, LOWEST_PRIORITY);
    },
    stop() {
      child?.kill();
      child = undefined;
    },
  };
}
