import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { measureFirstLoad } from '../../src/build/firstLoad';

const ROOT = path.resolve(__dirname, '../..');
const budgets = JSON.parse(fs.readFileSync(path.join(ROOT, 'budgets.json'), 'utf8')) as {
  firstLoadJsGzip: Record<string, { route: string; maxBytes: number }>;
};

describe('first-load JavaScript budgets (gzip)', () => {
  it.each(Object.entries(budgets.firstLoadJsGzip))(
    '%s stays within its budget',
    (_type, budget) => {
      const { js, scripts } = measureFirstLoad(path.join(ROOT, 'out'), budget.route);
      expect(scripts.length).toBeGreaterThan(0);
      expect(
        js.gzip,
        `${budget.route}: ${js.gzip} B gzip > budget ${budget.maxBytes} B`,
      ).toBeLessThanOrEqual(budget.maxBytes);
    },
  );
});
