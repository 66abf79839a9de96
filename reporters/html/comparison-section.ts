import type { ConformanceReport } from '../model';
import type { RuleChange } from '../run-comparison';
import { html, type Markup } from './markup';

/** What changed since the previous run of the same target: a red nightly's first question is "since when?". */
export function comparisonSection(report: ConformanceReport): Markup {
  const comparison = report.comparison;
  if ('unavailable' in comparison) {
    return html`<section id="changes"><h2>Since the previous run</h2><p class="note">No comparison: ${comparison.unavailable}.</p></section>`;
  }
  const { previous } = comparison;
  return html`<section id="changes">
  <h2>Since the previous run</h2>
  <p class="note">Compared with the run of <time datetime="${previous.startedAt}">${previous.startedAt}</time> (${previous.env}, suite ${previous.suiteVersion},
    seed ${previous.seed}, run ${previous.runStatus}) from <code>${previous.source}</code>.</p>
  ${changesTable('Newly failing', 'newly-failing', comparison.newlyFailing)}
  ${changesTable('Fixed', 'fixed', comparison.fixed)}
  ${changesTable('Other changes', 'other-changes', comparison.otherChanges)}
  <h3>New schema drift <span class="count">${comparison.newDrift.length}</span></h3>
  ${
    comparison.newDrift.length
      ? html`<table class="new-drift"><thead><tr><th>operation</th><th>path</th><th>example</th></tr></thead>
    <tbody>${comparison.newDrift.map((d) => html`<tr><td><code>${d.operation}</code></td><td><code>${d.path}</code></td><td><code>${d.example}</code></td></tr>`)}</tbody></table>`
      : html`<p>No undocumented field that the previous run did not see.</p>`
  }
</section>`;
}

function changesTable(title: string, id: string, changes: RuleChange[]): Markup {
  return html`<h3 id="${id}">${title} <span class="count">${changes.length}</span></h3>
  ${
    changes.length
      ? html`<table class="changes"><thead><tr><th>rule</th><th>level</th><th>before</th><th>now</th><th>reason now</th></tr></thead>
    <tbody>${changes.map((c) => html`<tr><td><a href="#rule-${c.id}"><code>${c.id}</code></a> ${c.title}</td><td>${c.level}</td><td>${c.before}</td><td>${c.after}</td><td>${c.reason ?? ''}</td></tr>`)}</tbody></table>`
      : html`<p>None.</p>`
  }`;
}
