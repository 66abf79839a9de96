import type { ConformanceReport } from '../model';
import { html, trusted, type Markup } from './markup';
import { ruleView, type RuleView } from './status-badge';

const FILTERS: readonly { view: RuleView | 'all'; label: string }[] = [
  { view: 'all', label: 'all' },
  { view: 'failed', label: 'failed' },
  { view: 'warning', label: 'warning' },
  { view: 'passed', label: 'passed' },
  { view: 'skipped', label: 'skipped' },
  { view: 'not-checked', label: 'not checked' },
];

/** Buttons that show only the rules of one status; the page reads fine without script. */
export function statusFilter(report: ConformanceReport): Markup {
  const count = (view: RuleView | 'all') => (view === 'all' ? report.rules.length : report.rules.filter((rule) => ruleView(rule) === view).length);
  return html`<nav class="filter" aria-label="Show rules by status">
  ${FILTERS.map(({ view, label }) => html`<button type="button" data-filter="${view}" aria-pressed="${String(view === 'all')}">${label} (${count(view)})</button>`)}
</nav>`;
}

/** Constant script: toggles rules by their data-status; hides a level or surface left empty. */
export const FILTER_SCRIPT = trusted(`
document.querySelectorAll('[data-filter]').forEach(function (button) {
  button.addEventListener('click', function () {
    var wanted = button.getAttribute('data-filter');
    document.querySelectorAll('[data-filter]').forEach(function (b) { b.setAttribute('aria-pressed', String(b === button)); });
    document.querySelectorAll('.rule').forEach(function (rule) {
      rule.hidden = wanted !== 'all' && rule.getAttribute('data-status') !== wanted;
    });
    document.querySelectorAll('.level, .surface').forEach(function (group) {
      group.hidden = group.querySelector('.rule:not([hidden])') === null;
    });
  });
});
`);
