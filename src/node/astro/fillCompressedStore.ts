/**
 * `node --import tsx fillCompressedStore.ts <dir> <store>`: the child process of
 * ./precompressAhead.ts. Compresses the files below <dir> into the compressed store, one at a
 * time, pass after pass as new files appear, until it is stopped or its parent (the build) ends.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { fillCompressedStore } from '../precompress';

async function main(): Promise<void> {
  const [dir, store] = process.argv.slice(2);
  if (!dir || !store) throw new Error('usage: fillCompressedStore.ts <dir> <store>');
  // The parent holds the write end of stdin: its end (stop, exit or crash) ends this process.
  process.stdin.on('end', () => process.exit(0));
  process.stdin.on('error', () => process.exit(0));
  process.stdin.resume();
  const parent = process.ppid;
  const seen = new Map<string, number>();
  while (process.ppid === parent) {
    if ((await fillCompressedStore(dir, store, { seen })) === 0) await sleep(500);
  }
}

main().catch((error: unknown) => {
  console.error('precompression ahead of postbuild stopped:', error);
  process.exit(1);
});
