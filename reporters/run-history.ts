import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { ConformanceReport } from './model';

/** Runs kept under REPORT_DIR/history/, newest last; older ones are removed. */
export const HISTORY_KEPT = 30;

export interface PreviousRun {
  report: ConformanceReport;
  /** Where it came from, for the reader: a history file name or the path given. */
  source: string;
}

export function historyDir(reportDir: string): string {
  return join(reportDir, 'history');
}

/**
 * The run to compare with: the file CONFORMANCE_PREVIOUS_REPORT names, else the newest kept run of the same
 * target (environment and base URLs), so a mock run is never compared with a sandbox run.
 */
export function previousRun(
  reportDir: string,
  current: Pick<ConformanceReport, 'target' | 'startedAt'>,
  explicit?: string,
): PreviousRun | string {
  if (explicit) {
    const report = readReport(explicit);
    return typeof report === 'string' ? `previous report ${explicit}: ${report}` : { report, source: explicit };
  }
  const dir = historyDir(reportDir);
  if (!existsSync(dir)) return 'no earlier run is kept under history/ yet';
  for (const name of runFiles(dir).reverse()) {
    const report = readReport(join(dir, name));
    if (typeof report !== 'string' && report.startedAt !== current.startedAt && sameTarget(report, current))
      return { report, source: `history/${name}` };
  }
  return 'no earlier run of this target is kept under history/';
}

/** Keeps this run (already scrubbed) for the next one to compare with. */
export function keepInHistory(reportDir: string, report: ConformanceReport): string {
  const dir = historyDir(reportDir);
  mkdirSync(dir, { recursive: true });
  const name = `${report.startedAt.replace(/[:.]/g, '-')}-${report.target.env}.json`;
  writeFileSync(join(dir, name), `${JSON.stringify(report)}\n`);
  const files = runFiles(dir);
  for (const old of files.slice(0, Math.max(0, files.length - HISTORY_KEPT))) rmSync(join(dir, old));
  return join(dir, name);
}

/** ISO start times sort as text. */
function runFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
}

/** The embedded mock is one target whatever free ports each run took. */
function sameTarget(a: Pick<ConformanceReport, 'target'>, b: Pick<ConformanceReport, 'target'>): boolean {
  if (a.target.embeddedMock || b.target.embeddedMock)
    return a.target.env === b.target.env && a.target.embeddedMock === b.target.embeddedMock;
  return a.target.env === b.target.env && JSON.stringify(a.target.baseUrls) === JSON.stringify(b.target.baseUrls);
}

function readReport(path: string): ConformanceReport | string {
  try {
    const value = JSON.parse(readFileSync(path, 'utf8')) as ConformanceReport;
    if (!Array.isArray(value?.rules) || typeof value.startedAt !== 'string')
      return `${basename(path)} is not a conformance.json`;
    return value;
  } catch (error) {
    return (error as Error).message.split('\n')[0];
  }
}
