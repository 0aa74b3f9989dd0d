import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { measureBrowserFirstLoad } from '../../scripts/firstLoad';
import { ROOT } from '../support';
import { baseUrl, browserForTests } from './browser';

const budgets = JSON.parse(fs.readFileSync(path.join(ROOT, 'budgets.json'), 'utf8')) as {
  firstLoadJsGzip: Record<string, { route: string; maxBytes: number }>;
};

const browser = browserForTests();

describe('first-load JavaScript budgets (gzip, as the browser fetches it)', () => {
  it.each(Object.entries(budgets.firstLoadJsGzip))(
    '%s stays within its budget',
    async (_type, budget) => {
      const { js, scripts } = await measureBrowserFirstLoad(browser, baseUrl() + budget.route);
      console.log(`budget ${budget.route}: ${js.gzip} B gzip in ${scripts.length} scripts`);
      expect(scripts.length).toBeGreaterThan(0);
      expect(
        js.gzip,
        `${budget.route}: ${js.gzip} B gzip > budget ${budget.maxBytes} B`,
      ).toBeLessThanOrEqual(budget.maxBytes);
    },
  );
});
