import { test, expect } from '@playwright/test';
import { renderCertificationMarkdown } from '../../reporters/certification-markdown';
import { assumptionsSection } from '../../reporters/html/assumptions-section';
import { checklistSection } from '../../reporters/html/checklist-section';
import { comparisonSection } from '../../reporters/html/comparison-section';
import { driftSection } from '../../reporters/html/drift-section';
import { coverageSection } from '../../reporters/html/coverage-section';
import { errorCodesSection } from '../../reporters/html/error-codes-section';
import { failuresSection } from '../../reporters/html/failures-section';
import type { Markup } from '../../reporters/html/markup';
import { ruleFilters } from '../../reporters/html/rule-filters';
import { rulesSection } from '../../reporters/html/rules-section';
import { runProblemsSection } from '../../reporters/html/run-problems-section';
import { summarySection } from '../../reporters/html/summary-section';
import type { ConformanceReport } from '../../reporters/model';
import { sampleReport } from '../../reporters/sample-report';
import { renderSummaryMarkdown } from '../../reporters/summary-markdown';

/**
 * Each view rendered from the fixed sample model and compared with its reviewed snapshot, so a layout change
 * is a deliberate one (`npx playwright test -c tests/unit.config.ts report-sections --update-snapshots`).
 */
const withProblems = (): ConformanceReport => ({
  ...sampleReport(),
  runErrors: ['globalSetup: target unreachable (kit/run/global-setup.ts:12)'],
  unknownRuleIds: ['LEG-TYPO'],
  testsWithoutRule: [{ title: 'orphan', status: 'failed', durationMs: 1, requestIds: [], reason: 'boom' }],
});

const views: Record<string, () => Markup | string> = {
  'summary.html': () => summarySection(sampleReport()),
  'run-problems.html': () => runProblemsSection(withProblems()),
  'changes.html': () => comparisonSection(sampleReport()),
  'filters.html': () => ruleFilters(sampleReport()),
  'rules.html': () => rulesSection(sampleReport()),
  'checklist.html': () => checklistSection(sampleReport()),
  'error-codes.html': () => errorCodesSection(sampleReport()),
  'assumptions.html': () => assumptionsSection(sampleReport()),
  'drift.html': () => driftSection(sampleReport()),
  'coverage.html': () => coverageSection(sampleReport()),
  'certification.md': () => renderCertificationMarkdown(sampleReport()),
  'summary.md': () => renderSummaryMarkdown(sampleReport(), 'conformance/index.html'),
  'failures.html': () => failuresSection(sampleReport()),
};

for (const [name, render] of Object.entries(views)) {
  test(`${name} renders the sample model as reviewed`, () => {
    expect(String(render())).toMatchSnapshot(name);
  });
}
