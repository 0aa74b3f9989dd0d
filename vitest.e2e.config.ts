import { defineConfig, mergeConfig } from 'vitest/config';
import unitConfig from './vitest.config';

/** Browser tests against the production build served by our own server (see tests/e2e/globalSetup.ts). */
export default mergeConfig(
  { resolve: unitConfig.resolve },
  defineConfig({
    test: {
      include: ['tests/e2e/**/*.e2e.ts'],
      globalSetup: ['tests/e2e/globalSetup.ts'],
      fileParallelism: false,
      testTimeout: 60_000,
      hookTimeout: 60_000,
      environment: 'node',
    },
  }),
);
