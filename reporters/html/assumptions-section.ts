import type { AssumptionResult, ConformanceReport } from '../model';
import { cells, html, tableHead, type Markup } from './markup';

const STATUS_TEXT: Record<AssumptionResult['status'], string> = {
  confirmed: 'confirmed',
  'not-confirmed': 'not confirmed',
  'no-evidence': 'no evidence',
};

/** The badge colour of each status: a row not confirmed is a warning, never a failure. */
const STATUS_BADGE: Record<AssumptionResult['status'], string> = {
  confirmed: 'passed',
  'not-confirmed': 'warning',
  'no-evidence': 'skipped',
};

const COLUMNS = ['id', 'assumption', 'value in this run', 'from', 'target', 'evidence'];

/** What the target showed of a row: the readings, the setting that aligns the suite, the X-Request-Ids. */
function evidence(assumption: AssumptionResult): Markup {
  if (assumption.status === 'no-evidence') return html`no check observed it in this run`;
  const aligns = assumption.align ? html`; <code>${assumption.align}</code> aligns the suite` : '';
  const requestIds = assumption.requestIds?.length
    ? html` <span class="request-ids">(${assumption.requestIds.join(', ')})</span>`
    : '';
  return html`the target reads <code>${(assumption.observed ?? []).join(', ')}</code>${aligns}${requestIds}`;
}

function assumptionRow(a: AssumptionResult): Markup {
  const badge = html`<span class="badge ${STATUS_BADGE[a.status]}">${STATUS_TEXT[a.status]}</span>`;
  const values = [html`<code>${a.id}</code>`, a.text, html`<code>${a.value}</code>`, a.source, badge, evidence(a)];
  return html`<tr class="${a.status}">${cells(values)}</tr>`;
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
    ${tableHead(COLUMNS)}
    <tbody>${report.assumptions.map(assumptionRow)}</tbody>
  </table>`
      : html`<p>No assumptions recorded for this run.</p>`
  }
</section>`;
}
