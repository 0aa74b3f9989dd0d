import { defineConfig, mergeConfig } from 'vitest/config';
import unitConfig from './vitest.config';

/** Browser tests against the production build served by our own server (see tests/e2e/globalSetup.ts). */
export default mergeConfig(
  { resolve: unitConfig.resolve },
  defineConfig({
    test: {
      include: ['tests/e2e/**/*.e2e.ts'],
      globalSetup: ['tests/e2e/globalSetup.ts'],
      // One file at a time. Two at a time (each its own Chromium, longest first) did the same work
      // in the same time on an idle 2-core machine (2026-11-28: the ten longest files, 1,122 s one
      // at a time, took about 1,200 s two at a time, each about twice as slow): the walks already
      // keep both cores busy.
      fileParallelism: false,
      // One more try for a test that fails: on a loaded 2-core CI machine an island can, rarely, miss
      // its time limit. A real defect fails both tries; a test that passed only on its retry is
      // listed, with its first error, at the end of the run.
      retry: 1,
      reporters: ['default', './tests/support/flakyReporter.ts'],
      // expect.poll waits 1 s by default: too short for an island's lazy chunk or data on a busy
      // 2-core machine, where a correct page is merely slow.
      expect: { poll: { timeout: 5_000 } },
      // Tests marked concurrent (the product walks) run two at a time: the machine has two cores.
      maxConcurrency: 2,
      testTimeout: 60_000,
      hookTimeout: 60_000,
      environment: 'node',
    },
  }),
);
