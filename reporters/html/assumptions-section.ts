import type { AssumptionResult, ConformanceReport } from '../model';
import { html, type Markup } from './markup';

const STATUS_TEXT: Record<AssumptionResult['status'], string> = {
  confirmed: 'confirmed',
  'not-confirmed': 'not confirmed',
  'no-evidence': 'no evidence',
};

/** What the target showed of a row: the readings, the setting that aligns the suite, the X-Request-Ids. */
function evidence(assumption: AssumptionResult): Markup {
  if (assumption.status === 'no-evidence') return html`no check observed it in this run`;
  return html`the target reads <code>${(assumption.observed ?? []).join(', ')}</code>${
    assumption.align ? html`; <code>${assumption.align}</code> aligns the suite` : ''
  }${assumption.requestIds?.length ? html` <span class="request-ids">(${assumption.requestIds.join(', ')})</span>` : ''}`;
}

/** Every open choice of the document: the value in force, where it came from, and whether the target confirmed it. */
export function assumptionsSection(report: ConformanceReport): Markup {
  const notConfirmed = report.assumptions.filter((a) => a.status === 'not-confirmed').length;
  return html`<section id="assumptions">
  <h2>Assumptions</h2>
  <p class="note">Where the service document is silent or reads two ways, the suite's choice; printed in every report.
  A target that reads a row otherwise leaves it "not confirmed": a warning, never a failed MUST rule.${
    notConfirmed ? html` <strong>${notConfirmed} not confirmed in this run.</strong>` : ''
  }</p>
  ${
    report.assumptions.length
      ? html`<table class="assumptions">
    <thead><tr><th>id</th><th>assumption</th><th>value in this run</th><th>from</th><th>target</th><th>evidence</th></tr></thead>
    <tbody>${report.assumptions.map((a) => html`<tr class="${a.status}"><td><code>${a.id}</code></td><td>${a.text}</td><td><code>${a.value}</code></td><td>${a.source}</td><td><span class="badge ${a.status === 'not-confirmed' ? 'warning' : a.status === 'confirmed' ? 'passed' : 'skipped'}">${STATUS_TEXT[a.status]}</span></td><td>${evidence(a)}</td></tr>`)}</tbody>
  </table>`
      : html`<p>No assumptions recorded for this run.</p>`
  }
</section>`;
}
