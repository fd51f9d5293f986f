import type { Reporter, TestCase } from 'vitest/node';

/**
 * In CI a browser test that fails is run once more (`--retry=1`, as Playwright advises), so one
 * slow moment does not cost the run. A test that passed only on its second try is still a defect:
 * this reporter names each one at the end, and `scripts/test.mjs` repeats them in the summary.
 */
export default class RetryReporter implements Reporter {
  private readonly retried: string[] = [];

  onTestCaseResult(testCase: TestCase) {
    const retries = testCase.diagnostic()?.retryCount ?? 0;
    if (retries > 0) {
      const outcome = testCase.result().state === 'passed' ? 'passed on retry' : 'failed on retry too';
      this.retried.push(`${testCase.module.moduleId.split('/').at(-1)} > ${testCase.fullName} (${outcome})`);
    }
  }

  onTestRunEnd() {
    if (this.retried.length === 0) return;
    process.stdout.write(
      `\nNeeded a retry (fix at the cause):\n${this.retried.map((name) => `  ${name}\n`).join('')}`,
    );
  }
}
