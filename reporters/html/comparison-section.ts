import type { ConformanceReport } from '../model';
import type { RuleChange } from '../run-comparison';
import { driftRow } from './drift-section';
import { cells, html, tableHead, type Markup } from './markup';

/** What changed since the previous run of the same target: a red nightly's first question is "since when?". */
export function comparisonSection(report: ConformanceReport): Markup {
  const comparison = report.comparison;
  if ('unavailable' in comparison) {
    const note = html`<p class="note">No comparison: ${comparison.unavailable}.</p>`;
    return html`<section id="changes"><h2>Since the previous run</h2>${note}</section>`;
  }
  const { previous } = comparison;
  const startedAt = html`<time datetime="${previous.startedAt}">${previous.startedAt}</time>`;
  return html`<section id="changes">
  <h2>Since the previous run</h2>
  <p class="note">Compared with the run of ${startedAt} (${previous.env}, suite ${previous.suiteVersion},
    seed ${previous.seed}, run ${previous.runStatus}) from <code>${previous.source}</code>.</p>
  ${changesTable('Newly failing', 'newly-failing', comparison.newlyFailing)}
  ${changesTable('Fixed', 'fixed', comparison.fixed)}
  ${changesTable('Other changes', 'other-changes', comparison.otherChanges)}
  <h3>New schema drift <span class="count">${comparison.newDrift.length}</span></h3>
  ${
    comparison.newDrift.length
      ? html`<table class="new-drift">${tableHead(['operation', 'path', 'example'])}
    <tbody>${comparison.newDrift.map(driftRow)}</tbody></table>`
      : html`<p>No undocumented field that the previous run did not see.</p>`
  }
</section>`;
}

const CHANGE_COLUMNS = ['rule', 'level', 'before', 'now', 'reason now'];

/** One rule whose verdict changed, linked to its card. */
function changeRow(c: RuleChange): Markup {
  const rule = html`<a href="#rule-${c.id}"><code>${c.id}</code></a> ${c.title}`;
  return html`<tr>${cells([rule, c.level, c.before, c.after, c.reason ?? ''])}</tr>`;
}

function changesTable(title: string, id: string, changes: RuleChange[]): Markup {
  return html`<h3 id="${id}">${title} <span class="count">${changes.length}</span></h3>
  ${
    changes.length
      ? html`<table class="changes">${tableHead(CHANGE_COLUMNS)}
    <tbody>${changes.map(changeRow)}</tbody></table>`
      : html`<p>None.</p>`
  }`;
}
