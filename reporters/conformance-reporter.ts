import { writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type {
  FullConfig,
  FullResult,
  Reporter,
  Suite,
  TestCase,
  TestError,
  TestResult,
} from '@playwright/test/reporter';
import type { TargetConfig } from '../kit/config/target-config';
import { catalogue, partnerCatalogue, type PartnerCheck } from '../rules';
import { buildReport } from './build-report';
import { partnerHalf } from './partner-half';
import { probedObservations } from '../kit/readings/probed-readings';
import { readSetupFindings } from '../kit/run/setup-handover';
import { annotationLines } from './ci-annotations';
import { collectNotRun, collectTest } from './collect';
import { withAcrossTests } from './across-tests';
import type { CollectedTest } from './collected-test';
import { runErrorLine } from './error-line';
import { writeReportFiles } from './report-files';
import { keepInHistory, previousRun } from './run-history';
import { describeRun, type RunTarget } from './run-target';
import { suiteVersion } from './suite-version';
import { summaryText } from './summary-text';
import type { ConformanceReport } from './model';
import { exitCodeOf } from './exit-codes';
import { HAR_FILE, harOf } from './har';

export interface ConformanceReporterOptions {
  /** Overrides the target's reportDir; relative paths are taken from the config file's folder. */
  reportDir?: string;
  /** The target option for a merge of sharded runs (cli/merge.config.ts): blob reports keep no project `use`. */
  target?: TargetConfig;
  /** Whose rules the run checks: the service's (a conformance run) or those a partner command checks (`receiver`). */
  rules?: 'service' | PartnerCheck;
  /** Set by Playwright. */
  configDir?: string;
}

const DEFAULT_REPORT_DIR = 'reports';

/**
 * Collects each test's final result, folds them into rule results and writes the reports of the
 * target contract (conformance.json, conformance/index.html, junit.xml) with certification.md, summary.md and
 * annotations.txt; keeps the run under history/ for the next one to compare with. The run fails only when a
 * MUST rule failed: warnings and not-checked rules do not fail it.
 */
export default class ConformanceReporter implements Reporter {
  private config?: FullConfig;
  private suite?: Suite;
  /** By test id: a retry replaces the earlier attempt, so the final result is what counts. */
  private readonly results = new Map<string, CollectedTest>();
  private readonly runErrors: string[] = [];
  private summary?: string;
  private runStatus?: ConformanceReport['runStatus'];

  constructor(private readonly options: ConformanceReporterOptions = {}) {}

  printsToStdio(): boolean {
    return true;
  }

  onBegin(config: FullConfig, suite: Suite): void {
    this.config = config;
    this.suite = suite;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    this.results.set(test.id, collectTest(test, result));
  }

  onError(error: TestError): void {
    this.runErrors.push(runErrorLine(error));
  }

  async onEnd(result: FullResult): Promise<{ status: FullResult['status'] }> {
    // `playwright test --list` runs nothing: the last run's report stays as it was.
    if (process.argv.includes('--list')) return { status: result.status };
    const target = this.target();
    const reportDir = this.reportDir(target);
    const described = this.describedRun(target);
    const startedAt = result.startTime.toISOString();
    const setup = readSetupFindings();
    const baseUrl = target?.environments[target.env]?.baseUrl;
    // A surface that served no valid request with its own credential: its rules were skipped, and the run fails.
    const unrecognised = Object.values((baseUrl && setup.recognitions[baseUrl]) || {}).flatMap((recognition) =>
      recognition.recognised ? [] : [recognition.problem],
    );
    const report = buildReport(
      this.options.rules && this.options.rules !== 'service'
        ? partnerCatalogue.filter((rule) => runChecks(this.options.rules as PartnerCheck, rule.checkedBy))
        : catalogue,
      this.collected(),
      {
        suiteVersion: suiteVersion(),
        startedAt,
        durationMs: Math.round(result.duration),
        playwrightStatus: result.status,
        runErrors: [...unrecognised, ...this.runErrors],
        previous: previousRun(reportDir, { target: described.target, startedAt }, target?.previousReport),
        // Set by global setup in this process; a merge of shards has none and weighs the tests' observations alone.
        probed: probedObservations(setup.probedReadings, baseUrl),
        fiats: baseUrl && target ? setup.reference[baseUrl]?.[target.env]?.fiats : undefined,
      },
      described,
    );
    // A service run shows the partner's rules beside its own, as the partner's runs in the same folder found them.
    if ((this.options.rules ?? 'service') === 'service') report.partner = partnerHalf(reportDir, report.target.env);
    const { paths, written } = writeReportFiles(report, reportDir);
    // Every exchange of the run, passed tests' too: what `replay <request id>` finds and sends again.
    writeFileSync(join(reportDir, HAR_FILE), `${JSON.stringify(harOf(this.collected(), report.suiteVersion))}\n`);
    // A run where no test ran (a setup that failed) is no baseline for the next one.
    if (this.results.size > 0) keepInHistory(reportDir, written);
    if (target?.ciAnnotations === 'github') annotationLines(written).forEach((line) => console.log(line));
    this.summary = summaryText(report, displayPath(paths.html), target !== undefined);
    this.runStatus = report.runStatus;
    return { status: playwrightStatus(report.runStatus) };
  }

  /** After every reporter's onEnd, Playwright's HTML hint included: the report's path is the last line. */
  async onExit(): Promise<void> {
    if (this.summary) console.log(`\n${this.summary}\n`);
    // Playwright knows 0 and 1 only; last of the reporters, after every teardown, the run exits with its own code.
    if (this.runStatus && exitCodeOf(this.runStatus) > 1) process.exit(exitCodeOf(this.runStatus));
  }

  /** Tests that never reported (an interrupted run, max failures) still show under their rules. */
  private collected(): CollectedTest[] {
    const notRun = (this.suite?.allTests() ?? []).filter((test) => !this.results.has(test.id)).map(collectNotRun);
    // Listed orders against the create answers of every other test, now that all have ended (issue 41, item 5).
    return (this.judged ??= withAcrossTests([...this.results.values(), ...notRun]));
  }

  /** The collected tests, judged across tests once: onEnd reads them twice (the report, the HAR). */
  private judged?: CollectedTest[];

  /** The fixtures' `target` option, set in playwright.config.ts (or cli/merge.config.ts); it holds no secret. */
  private target(): TargetConfig | undefined {
    const use = this.config?.projects[0]?.use as { target?: TargetConfig } | undefined;
    return this.options.target ?? use?.target;
  }

  /** Seed and target as the tests ran with them; shards that disagree become run errors. */
  private describedRun(target: TargetConfig | undefined): RunTarget {
    const { described, runErrors } = describeRun(target, [...this.results.values()]);
    this.runErrors.push(...runErrors);
    return described;
  }

  private reportDir(target: TargetConfig | undefined): string {
    const base =
      this.options.configDir ??
      (this.config?.configFile ? dirname(this.config.configFile) : this.config?.rootDir) ??
      process.cwd();
    return resolve(base, this.options.reportDir ?? target?.reportDir ?? DEFAULT_REPORT_DIR);
  }
}

/** Playwright's own status for a run status: any run that is no pass fails. */
function playwrightStatus(status: ConformanceReport['runStatus']): FullResult['status'] {
  return status === 'inconclusive' || status === 'error' ? 'failed' : status;
}

function displayPath(path: string): string {
  const fromCwd = relative(process.cwd(), path);
  return fromCwd.startsWith('..') ? path : fromCwd;
}

/** The partner rules a partner command's run reports: its own, and for `flow` the traffic rules of its proxy too. */
function runChecks(run: PartnerCheck, checkedBy: PartnerCheck | undefined): boolean {
  return checkedBy === run || (run === 'flow' && checkedBy === 'proxy');
}
