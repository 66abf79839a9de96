import type { FullConfig, FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import { readSetupFindings } from '../kit/run/setup-handover';
import { collectTest } from './collect';

/**
 * A run that checks nothing is never green (issue 44, items 1 and 4): a selection that matched no test, or a run
 * whose every test was skipped, is a configuration that checks nothing. One line saying why, exit 2, before any other
 * reporter writes: first of the run's reporters, so the last report is kept (Playwright's HTML report included).
 */
export default class SelectionGuardReporter implements Reporter {
  private readonly results = new Map<string, { test: TestCase; result: TestResult }>();

  printsToStdio(): boolean {
    return false;
  }

  private selected = 0;

  onBegin(_config: FullConfig, suite: Suite): void {
    this.selected = suite.allTests().length;
    // Before the progress reporter's first line: the run ends here, with its one line only.
    if (this.selected === 0) stop(emptySelectionLine(process.argv, process.env));
  }

  /** An error outside any test fails the run (exit 1): it checked something, and found it wrong. */
  onError(): void {
    this.runErrors = true;
  }

  private runErrors = false;

  onTestEnd(test: TestCase, result: TestResult): void {
    this.results.set(test.id, { test, result });
  }

  // After the run's teardown (Playwright calls onEnd last), before the reporters after this one write.
  onEnd(result: FullResult): void {
    if (result.status !== 'passed' || this.results.size === 0 || this.runErrors) return;
    // Tests the selection promised that never ended: what they check was not checked, whatever the others say.
    if (this.results.size < this.selected) stop(fewerRanLine(this.results.size, this.selected));
    // A surface that served no valid request skips its tests, and is the product's failure: the run is red.
    const { recognitions } = readSetupFindings();
    if (Object.values(recognitions).some((own) => Object.values(own).some((one) => !one.recognised))) return;
    const ended = [...this.results.values()];
    if (ended.some(({ result }) => result.status !== 'skipped')) return;
    stop(allSkippedLine(ended.map(({ test, result }) => collectTest(test, result).skipReason)));
  }
}

function stop(line: string): never {
  console.error(`conformance: ${line}`);
  process.exit(2);
}

/** The options that narrowed the run, as given: Playwright's after `--` and the suite's own (--rule, -g, -G). */
export function selectionOf(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): string[] {
  const own = [
    ...(env.CONFORMANCE_RULES ? env.CONFORMANCE_RULES.split(',').map((id) => `--rule ${id}`) : []),
    ...(env.CONFORMANCE_GREP ? [`-g ${env.CONFORMANCE_GREP}`] : []),
    ...(env.CONFORMANCE_GREP_INVERT ? [`-G ${env.CONFORMANCE_GREP_INVERT}`] : []),
  ];
  const test = argv.indexOf('test');
  const args = test < 0 ? [] : argv.slice(test + 1);
  const passed: string[] = [];
  for (let i = 0; i < args.length; i++) {
    // The suite's config and reporters are no selection.
    if (args[i] === '-c' || args[i] === '--config') i++;
    else if (!args[i].startsWith('--add-reporter') && args[i] !== '--pass-with-no-tests') passed.push(args[i]);
  }
  return [...own, ...passed];
}

export function emptySelectionLine(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): string {
  const selection = selectionOf(argv, env);
  const named = selection.length ? `the selection (${selection.join(' ')})` : 'the run';
  const userWord = argv.includes('--pass-with-no-tests')
    ? '; --pass-with-no-tests was your word that an empty selection may pass, but a run that checks nothing is ' +
      'never green'
    : '';
  return `${named} matched no test: nothing was checked; widen it, or leave it out to check every rule${userWord}`;
}

export function fewerRanLine(ended: number, selected: number): string {
  return (
    `${ended} of the ${selected} tests the selection holds ran to an end; the other ${selected - ended} checked ` +
    'nothing, so the run is no pass: run it again, or narrow the selection to what should run'
  );
}

/** Why nothing was checked: the reason most of the skipped tests give, and how many give it. */
export function allSkippedLine(reasons: readonly (string | undefined)[]): string {
  const counts = new Map<string, number>();
  for (const reason of reasons)
    counts.set(reason ?? 'no reason given', (counts.get(reason ?? 'no reason given') ?? 0) + 1);
  const [reason, count] = [...counts].sort((a, b) => b[1] - a[1])[0];
  const others = counts.size > 1 ? `; ${counts.size - 1} other reason${counts.size > 2 ? 's' : ''} in the rest` : '';
  return (
    `all ${reasons.length} tests were skipped, so no rule was checked: ${count} of them because ${reason}` +
    `${others}; a configuration that checks nothing is no pass`
  );
}
