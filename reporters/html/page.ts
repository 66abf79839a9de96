import type { ConformanceReport } from '../model';
import { assumptionsSection } from './assumptions-section';
import { checklistSection } from './checklist-section';
import { comparisonSection } from './comparison-section';
import { driftSection } from './drift-section';
import { errorCodesSection } from './error-codes-section';
import { failuresSection } from './failures-section';
import { coverageSection } from './coverage-section';
import { html, trusted } from './markup';
import { PAGE_ACTIONS_SCRIPT } from './page-actions';
import { PAGE_STYLE } from './page-style';
import { FILTER_SCRIPT, ruleFilters } from './rule-filters';
import { responseTimesSection } from './response-times-section';
import { rulesSection } from './rules-section';
import { runProblemsSection } from './run-problems-section';
import { summarySection } from './summary-section';

const CONTENTS: readonly [string, string][] = [
  ['summary', 'Summary'],
  ['failures', 'Failures'],
  ['changes', 'Since the previous run'],
  ['rules', 'Rules'],
  ['checklist', 'Certification checklist'],
  ['error-codes', 'Error codes'],
  ['coverage', 'Coverage of the document'],
  ['response-times', 'Response times'],
  ['assumptions', 'Assumptions'],
  ['drift', 'Schema drift'],
];

/** Nothing from anywhere: the page's own style and script, and images only as data URLs. */
const CONTENT_SECURITY_POLICY = trusted(
  "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:",
);

/**
 * The conformance report page: one self-contained file, each section a pure function of the model. A red run
 * opens on its failures (summary, failures with their evidence, then the rest); the filter bar stays within the
 * rule browser, so it never covers another section.
 */
export function renderPage(report: ConformanceReport): string {
  const failures = failuresSection(report);
  const contents = CONTENTS.filter(([id]) => id !== 'failures' || failures.text !== '');
  const mockNote = report.target.embeddedMock ? ' (embedded reference mock)' : '';
  return html`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}">
<title>Conformance report — ${report.target.env}${mockNote}, ${report.startedAt}</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
<nav class="contents" aria-label="Sections">${contents.map(([id, label]) => html`<a href="#${id}">${label}</a>`)}</nav>
${summarySection(report)}
${runProblemsSection(report)}
${failures}
${comparisonSection(report)}
<div class="rule-browser">
${ruleFilters(report)}
${rulesSection(report)}
</div>
${checklistSection(report)}
${errorCodesSection(report)}
${coverageSection(report)}
${responseTimesSection(report)}
${assumptionsSection(report)}
${driftSection(report)}
<script>${FILTER_SCRIPT}${PAGE_ACTIONS_SCRIPT}</script>
</body>
</html>
`.text;
}
