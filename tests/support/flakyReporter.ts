/**
 * Vitest reporter: prints every browser test that passed only on its retry, with the error of the
 * failed try, so a flaky test shows in the log (and in the notes) instead of passing silently.
 */
import type { Reporter, TestCase, TestModule } from 'vitest/node';

export default class FlakyReporter implements Reporter {
  private readonly flaky: string[] = [];

  onTestCaseResult(testCase: TestCase): void {
    const diagnostic = testCase.diagnostic();
    if (!diagnostic?.flaky) return;
    const errors = (testCase.result().errors ?? []).map((error) => error.message);
    this.flaky.push(`${testCase.fullName}\n    ${errors.join('\n    ')}`);
  }

  onTestRunEnd(_modules: ReadonlyArray<TestModule>): void {
    if (this.flaky.length === 0) return;
    console.warn(
      `\nPassed only on retry (${this.flaky.length}):\n${this.flaky.map((line) => `  - ${line}`).join('\n')}\n`,
    );
  }
}
