/**
 * The order the browser test files start in: the longest first. Two files run at a time, each
 * taking the next file when it finishes, so a long walk started last would leave one core idle
 * for minutes at the end. Vitest orders by the durations of the last run on this machine and, on a
 * clean clone (CI) that has none, by file size: the all-pages walk is a short file that runs for
 * nearly 4 minutes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds each of the longest files took in an idle `npm test` (one file at a time, 2026-11-27):
 * the ones above a minute or close; a file not listed is shorter, and those follow by size.
 */
const LONGEST_SECONDS: Readonly<Record<string, number>> = {
  'grid.e2e.ts': 229,
  'allPages.e2e.ts': 227,
  'joy.e2e.ts': 155,
  'joyTools.e2e.ts': 88,
  'base.e2e.ts': 86,
  'a11y.e2e.ts': 80,
  'materialGuides.e2e.ts': 71,
  'templates.e2e.ts': 65,
  'materialCustomization.e2e.ts': 62,
  'system.e2e.ts': 59,
  'baseHooks.e2e.ts': 58,
  'componentModes.e2e.ts': 52,
};

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seconds = (file: TestSpecification) => LONGEST_SECONDS[path.basename(file.moduleId)] ?? 0;
    const size = (file: TestSpecification) => fs.statSync(file.moduleId).size;
    return [...files].sort((a, b) => seconds(b) - seconds(a) || size(b) - size(a));
  }
}
