import { defineConfig, mergeConfig } from 'vitest/config';
import LongestFirstSequencer from './tests/e2e/sequencer';
import unitConfig from './vitest.config';

/** Browser tests against the production build served by our own server (see tests/e2e/globalSetup.ts). */
export default mergeConfig(
  { resolve: unitConfig.resolve },
  defineConfig({
    test: {
      include: ['tests/e2e/**/*.e2e.ts'],
      globalSetup: ['tests/e2e/globalSetup.ts'],
      // Two files at a time, each in its own process with its own Chromium, longest first: one
      // file's page loads and waits leave a core idle that the other file uses.
      fileParallelism: true,
      maxWorkers: 2,
      sequence: { sequencer: LongestFirstSequencer },
      // One more try for a test that fails: on a loaded 2-core CI machine an island can, rarely, miss
      // its time limit. A real defect fails both tries; a test that passed only on its retry is
      // listed, with its first error, at the end of the run.
      retry: 1,
      reporters: ['default', './tests/support/flakyReporter.ts'],
      // expect.poll waits 1 s by default: too short for an island's lazy chunk or data on a busy
      // 2-core machine, where a correct page is merely slow.
      expect: { poll: { timeout: 5_000 } },
      // Tests marked concurrent (the product walks) run two at a time, so up to four pages are in
      // flight beside another file's walk. Kept: with one file left at the end (a long walk) two
      // pages keep both cores busy, and two walks side by side (joyTools beside
      // materialCustomization, load 17) passed with no retry.
      maxConcurrency: 2,
      testTimeout: 60_000,
      hookTimeout: 60_000,
      environment: 'node',
    },
  }),
);
