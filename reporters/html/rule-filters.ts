import type { Level, Surface } from '../../rules';
import type { ConformanceReport, RuleResult } from '../model';
import { html, trusted, type Markup } from './markup';
import { VIEW_LABELS, ruleView, type RuleView } from './status-badge';

interface Choice {
  value: string;
  label: string;
  matches: (rule: RuleResult) => boolean;
}

const STATUSES: readonly RuleView[] = [
  'failed',
  'warning',
  'error',
  'inconclusive',
  'waived',
  'passed',
  'partially-checked',
  'skipped',
  'not-checked',
];
const LEVELS: readonly Level[] = ['MUST', 'SHOULD', 'ASSUMED'];
const SURFACES: readonly Surface[] = ['legacy', 'native', 'hosted', 'webhooks'];

interface Group {
  name: 'status' | 'level' | 'surface';
  label: string;
  choices: readonly Choice[];
}

const SEARCH_PLACEHOLDER = 'rule id, title, section, X-Request-Id, message…';

/** The three ways a reader narrows the rules, each matching a data attribute of the rule cards. */
const GROUPS: readonly Group[] = [
  {
    name: 'status',
    label: 'Status',
    choices: STATUSES.map((view) => ({
      value: view,
      label: VIEW_LABELS[view],
      matches: (rule) => ruleView(rule) === view,
    })),
  },
  {
    name: 'level',
    label: 'Level',
    choices: LEVELS.map((level) => ({ value: level, label: level, matches: (rule) => rule.level === level })),
  },
  {
    name: 'surface',
    label: 'Surface',
    choices: SURFACES.map((surface) => ({
      value: surface,
      label: surface,
      matches: (rule) => rule.surface === surface,
    })),
  },
];

/**
 * Filters by status, level and surface, and a search over everything a rule card shows; the page reads fine
 * without script.
 */
export function ruleFilters(report: ConformanceReport): Markup {
  const count = (choice: Choice) => report.rules.filter(choice.matches).length;
  const shown = `${report.rules.length} of ${report.rules.length} rules shown`;
  return html`<nav class="filter" aria-label="Filter rules">
  ${GROUPS.map((group) => filterGroup(group, count))}
  <div class="filter-group"><label class="filter-label" for="rule-search">Search</label>
    <input id="rule-search" type="search" placeholder="${SEARCH_PLACEHOLDER}" autocomplete="off">
    <span id="rules-shown" class="muted" aria-live="polite">${shown}</span></div>
</nav>`;
}

/** One group's buttons: "all", pressed at first, then each choice with how many rules it matches. */
function filterGroup(group: Group, count: (choice: Choice) => number): Markup {
  const button = (value: string, pressed: boolean, text: string) =>
    html`<button type="button" data-filter-${group.name}="${value}" aria-pressed="${String(pressed)}">${text}</button>`;
  const label = html`<span class="filter-label">${group.label}</span>`;
  return html`<div class="filter-group" role="group" aria-label="${group.label}">${label}
    ${button('all', true, 'all')}
    ${group.choices.map((choice) => button(choice.value, false, `${choice.label} (${count(choice)})`))}
  </div>`;
}

/**
 * Constant script: a rule (under Failures or Rules) shows when it matches every group's choice and the search text;
 * empty groups hide.
 */
export const FILTER_SCRIPT = trusted(`
(function () {
  var wanted = { status: 'all', level: 'all', surface: 'all' };
  var search = document.getElementById('rule-search');
  var rules = Array.prototype.slice.call(document.querySelectorAll('#failures .rule, #rules .rule'));
  var bar = document.querySelector('nav.filter');
  // A jump to a rule below the sticky bar lands under it, not behind it: its height, as the scroll margin.
  function measure() { document.documentElement.style.setProperty('--filter-height', bar.offsetHeight + 'px'); }
  measure();
  window.addEventListener('resize', measure);
  function apply() {
    var query = (search.value || '').trim().toLowerCase();
    var shown = 0;
    rules.forEach(function (rule) {
      var visible = Object.keys(wanted).every(function (name) {
        return wanted[name] === 'all' || rule.getAttribute('data-' + name) === wanted[name];
      }) && (query === '' || rule.textContent.toLowerCase().indexOf(query) !== -1);
      rule.hidden = !visible;
      if (visible) shown += 1;
    });
    document.querySelectorAll('#failures .level, #rules .level, #rules .surface, #failures').forEach(function (group) {
      group.hidden = group.querySelector('.rule:not([hidden])') === null;
    });
    document.getElementById('rules-shown').textContent = shown + ' of ' + rules.length + ' rules shown';
  }
  Object.keys(wanted).forEach(function (name) {
    var buttons = document.querySelectorAll('[data-filter-' + name + ']');
    buttons.forEach(function (button) {
      button.addEventListener('click', function () {
        wanted[name] = button.getAttribute('data-filter-' + name);
        buttons.forEach(function (b) { b.setAttribute('aria-pressed', String(b === button)); });
        apply();
        measure();
      });
    });
  });
  search.addEventListener('input', apply);
})();
`);
