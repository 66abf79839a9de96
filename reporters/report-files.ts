import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { renderCertificationMarkdown } from './certification-markdown';
import { annotationLines } from './ci-annotations';
import { renderPage } from './html/page';
import { renderJunit } from './junit';
import type { ConformanceReport } from './model';
import { scrub } from './redaction';
import { renderSummaryMarkdown } from './summary-markdown';

export interface ReportPaths {
  json: string;
  html: string;
  junit: string;
  certification: string;
  summary: string;
  annotations: string;
}

export function reportPaths(reportDir: string): ReportPaths {
  return {
    json: join(reportDir, 'conformance.json'),
    html: join(reportDir, 'conformance', 'index.html'),
    junit: join(reportDir, 'junit.xml'),
    certification: join(reportDir, 'certification.md'),
    summary: join(reportDir, 'summary.md'),
    annotations: join(reportDir, 'annotations.txt'),
  };
}

/**
 * Writes the files of the target contract (section 3) and the CI and sign-off views, from the scrubbed model
 * only; returns that model, which is what any later step (history) may keep.
 */
export function writeReportFiles(
  report: ConformanceReport,
  reportDir: string,
): { paths: ReportPaths; written: ConformanceReport } {
  const safe = scrub(report);
  const paths = reportPaths(reportDir);
  mkdirSync(join(reportDir, 'conformance'), { recursive: true });
  writeFileSync(paths.json, `${JSON.stringify(safe, null, 2)}\n`);
  writeFileSync(paths.html, renderPage(safe));
  writeFileSync(paths.junit, renderJunit(safe));
  writeFileSync(paths.certification, renderCertificationMarkdown(safe));
  writeFileSync(paths.summary, renderSummaryMarkdown(safe, relative(reportDir, paths.html)));
  writeFileSync(
    paths.annotations,
    annotationLines(safe)
      .map((line) => `${line}\n`)
      .join(''),
  );
  return { paths, written: safe };
}
