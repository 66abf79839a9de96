import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderPage } from './html/page';
import { renderJunit } from './junit';
import type { ConformanceReport } from './model';
import { scrub } from './redaction';

export interface ReportPaths {
  json: string;
  html: string;
  junit: string;
}

export function reportPaths(reportDir: string): ReportPaths {
  return { json: join(reportDir, 'conformance.json'), html: join(reportDir, 'conformance', 'index.html'), junit: join(reportDir, 'junit.xml') };
}

/** Writes the three files of the target contract (section 3), from the scrubbed model only. */
export function writeReportFiles(report: ConformanceReport, reportDir: string): ReportPaths {
  const safe = scrub(report);
  const paths = reportPaths(reportDir);
  mkdirSync(join(reportDir, 'conformance'), { recursive: true });
  writeFileSync(paths.json, `${JSON.stringify(safe, null, 2)}\n`);
  writeFileSync(paths.html, renderPage(safe));
  writeFileSync(paths.junit, renderJunit(safe));
  return paths;
}
