// The closing line CI reads ("e2e: N passed, N failed, N skipped"), which Playwright's own reporters do not print.
import type { Reporter, Suite } from '@playwright/test/reporter';

export default class SummaryReporter implements Reporter {
  private root: Suite | undefined;

  onBegin(_config: unknown, suite: Suite) {
    this.root = suite;
  }

  onEnd() {
    // Tests a failed global setup or an interrupt kept from running count as skipped; the exit code says it failed.
    const outcomes = (this.root?.allTests() ?? []).map((test) => test.outcome());
    const count = (...kinds: string[]) => outcomes.filter((outcome) => kinds.includes(outcome)).length;
    console.log(`e2e: ${count('expected', 'flaky')} passed, ${count('unexpected')} failed, ${count('skipped')} skipped`);
  }

  printsToStdio() {
    return true;
  }
}
