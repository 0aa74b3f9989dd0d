/**
 * Vitest reporter: prints every browser test that passed only on its retry, with the error of the
 * failed try, so a flaky test shows in the log (and in the notes) instead of passing silently. The
 * error's diff comes with it: for `expect(violations).toEqual([])` the message alone says only
 * "expected [ Array(1) ]", not which axe rule failed on what.
 */
import { stripVTControlCharacters } from 'node:util';
import type { Reporter, TestCase, TestModule } from 'vitest/node';

/** Lines of one error kept in the summary (an axe violation with its nodes fits). */
const MAX_LINES = 40;

export default class FlakyReporter implements Reporter {
  private readonly flaky: string[] = [];

  onTestCaseResult(testCase: TestCase): void {
    const diagnostic = testCase.diagnostic();
    if (!diagnostic?.flaky) return;
    const errors = (testCase.result().errors ?? []).map((error) => {
      const lines = stripVTControlCharacters([error.message, error.diff].filter(Boolean).join('\n'))
        .split('\n')
        .filter((line) => line.trim() !== '');
      const kept = lines.slice(0, MAX_LINES);
      if (lines.length > MAX_LINES) kept.push(`… ${lines.length - MAX_LINES} more lines`);
      return kept.join('\n    ');
    });
    this.flaky.push(`${testCase.fullName}\n    ${errors.join('\n    ')}`);
  }

  onTestRunEnd(_modules: ReadonlyArray<TestModule>): void {
    if (this.flaky.length === 0) return;
    console.warn(
      `\nPassed only on retry (${this.flaky.length}):\n${this.flaky.map((line) => `  - ${line}`).join('\n')}\n`,
    );
  }
}
