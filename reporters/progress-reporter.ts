import type { FullConfig, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import { ruleById, type Surface } from '../rules';
import type { TargetConfig } from '../kit/config/target-config';
import { runFacts } from '../kit/run/run-facts';
import { ruleIdsOf } from './collect';
import { targetPhrase } from './run-target';

type Part = Surface | 'other';

/**
 * The console while a run goes: one line per surface when its last test ended (its tests, how many failed), instead
 * of a line per test. The conformance reporter then prints the summary, the failing rules and the report's path.
 * CONFORMANCE_LIST=1 brings Playwright's list output back instead, after this reporter's first line alone
 * (`firstLineOnly`): the first line always names the target, so a run that went to the embedded mock says so at once.
 */
export default class ProgressReporter implements Reporter {
  constructor(private readonly options: { firstLineOnly?: boolean } = {}) {}

  private readonly total = new Map<Part, number>();
  private readonly done = new Map<Part, number>();
  private readonly failed = new Map<Part, number>();

  printsToStdio(): boolean {
    return true;
  }

  onBegin(config: FullConfig, suite: Suite): void {
    const target = (config.projects[0]?.use as { target?: TargetConfig } | undefined)?.target;
    const against = target ? ` against ${targetPhrase(runFacts(target, {}).target)}` : '';
    // The first line names the target; with no target of its own, the next says why it is the reference mock.
    const embedded = () => (target?.embeddedMock ? console.log(EMBEDDED_MOCK_LINE) : undefined);
    if (this.options.firstLineOnly) {
      console.log(`Conformance${against}`);
      embedded();
      return;
    }
    for (const test of suite.allTests()) this.total.set(partOf(test), (this.total.get(partOf(test)) ?? 0) + 1);
    const parts = [...this.total].map(([part, count]) => `${part} ${count}`).join(', ');
    console.log(`Conformance${against}: ${suite.allTests().length} tests (${parts})`);
    embedded();
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    if (this.options.firstLineOnly) return;
    // A test counts once, at its first end (the config sets no retries; a retry's end would count it twice).
    if (result.retry > 0) return;
    const part = partOf(test);
    const failed = (this.failed.get(part) ?? 0) + (result.status === 'failed' || result.status === 'timedOut' ? 1 : 0);
    this.failed.set(part, failed);
    const done = (this.done.get(part) ?? 0) + 1;
    this.done.set(part, done);
    if (done === this.total.get(part))
      console.log(`  ${part.padEnd(8)} ${done} ${done === 1 ? 'test' : 'tests'} done, ${failed} failed`);
  }
}

/**
 * The surface of the test's first rule, or of the first rule it is tagged with (a test whose answers the relation
 * checker judges names its rules only once judged); a test that has neither is counted apart.
 */
function partOf(test: TestCase): Part {
  const [id] = ruleIdsOf(test.annotations);
  const tagged = test.tags.map((tag) => ruleById(tag.slice(1))).find(Boolean);
  return (id && ruleById(id)?.surface) || tagged?.surface || 'other';
}

export const EMBEDDED_MOCK_LINE =
  '  no SANDBOX_BASE_URL or PRODUCTION_BASE_URL is set: this run checks the embedded reference mock, not a ' +
  'service of yours';
