import type { ConformanceReport } from '../model';
import { assumptionsSection } from './assumptions-section';
import { driftSection } from './drift-section';
import { html } from './markup';
import { PAGE_STYLE } from './page-style';
import { rulesSection } from './rules-section';
import { runProblemsSection } from './run-problems-section';
import { FILTER_SCRIPT, statusFilter } from './status-filter';
import { summarySection } from './summary-section';

/** The conformance report page: one self-contained file, each section a pure function of the model. */
export function renderPage(report: ConformanceReport): string {
  return html`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
<title>Conformance report — ${report.target.env}, ${report.startedAt}</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
${summarySection(report)}
${runProblemsSection(report)}
${statusFilter(report)}
${rulesSection(report)}
${assumptionsSection(report)}
${driftSection(report)}
<script>${FILTER_SCRIPT}</script>
</body>
</html>
`.text;
}
