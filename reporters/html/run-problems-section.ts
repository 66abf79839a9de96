import type { ConformanceReport } from '../model';
import { html, type Markup } from './markup';
import { testBadge } from './status-badge';

/** A test that names no rule: its status, title and reason, so it can be given one. */
function orphanItem(test: ConformanceReport['testsWithoutRule'][number]): Markup {
  const reason = test.reason ? html` — <span class="test-reason">${test.reason}</span>` : '';
  return html`<li>${testBadge(test.status)} ${test.title}${reason}</li>`;
}

/**
 * What went wrong outside the rules: errors outside tests, unknown rule ids, tests that name no rule. Empty when
 * nothing did.
 */
export function runProblemsSection(report: ConformanceReport): Markup {
  const { runErrors, unknownRuleIds, testsWithoutRule } = report;
  if (!runErrors.length && !unknownRuleIds.length && !testsWithoutRule.length) return html``;
  return html`<section id="run-problems" class="problems">
  <h2>Run problems</h2>
  ${
    runErrors.length
      ? html`<h3>Errors outside any test</h3>
  <p class="note">The suite did not run as written; verdicts may be missing.</p>
  <ul>${runErrors.map((error) => html`<li><pre>${error}</pre></li>`)}</ul>`
      : ''
  }
  ${
    unknownRuleIds.length
      ? html`<h3>Unknown rule ids</h3>
  <p class="note">Named by a test's rule annotation but not in the catalogue; those annotations count for nothing.</p>
  <ul>${unknownRuleIds.map((id) => html`<li><code>${id}</code></li>`)}</ul>`
      : ''
  }
  ${
    testsWithoutRule.length
      ? html`<h3>Tests that name no rule</h3><p class="note">Their results count for no rule.</p>
  <ul>${testsWithoutRule.map(orphanItem)}</ul>`
      : ''
  }
</section>`;
}
