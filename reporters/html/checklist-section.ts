import { certificationChecklist, type ChecklistRow } from '../certification-checklist';
import type { CoverageGap } from '../coverage';
import type { PartnerRow } from '../partner-half';
import type { ConformanceReport } from '../model';
import { waiverScope } from '../certification-markdown';
import { cells, html, tableHead, type Markup } from './markup';
import { EXAMPLE_WAIVERS_FILE, type RealServiceRow } from '../real-service-checklist';
import type { WaiverResult } from '../waivers';

const REAL_SERVICE_COLUMNS = ['shape', 'the real service', 'the suite reports it as', 'example waivers', 'this run'];

/**
 * The certification checklist: what a reviewer prints and signs. The print stylesheet keeps it and drops the rule
 * browser.
 */
export function checklistSection(report: ConformanceReport): Markup {
  const checklist = certificationChecklist(report);
  const { notChecked, waivers, coverageGaps } = checklist;
  const notCheckedList = notChecked.length
    ? html`<ul class="not-checked">${notChecked.map(notCheckedItem)}</ul>`
    : html`<p>Every rule reached a full verdict.</p>`;
  const waiverList = waivers.length ? html`<ul class="waivers">${waivers.map(waiverItem)}</ul>` : html`<p>None.</p>`;
  const gapList = coverageGaps.length
    ? html`<ul class="coverage-gaps">${coverageGaps.map(coverageGapItem)}</ul>`
    : html`<p>Every documented input, value and status was exercised.</p>`;
  return html`<section id="checklist" class="checklist">
  <h2>Certification checklist <button type="button" class="print" title="Print the checklist">print</button></h2>
  <p class="note">Every MUST and SHOULD rule of the service document with this run's result; then the readings the suite
    assumed where the document is silent, and what was not checked and why. Also written as
    <code>certification.md</code>.</p>
  <h3>Documented rules <span class="count">${checklist.documented.length}</span></h3>
  ${rowsTable(checklist.documented)}
  ${
    checklist.partner.length
      ? html`<h3>The partner's half <span class="count">${checklist.partner.length}</span></h3>
  <p class="note">The document's promises that bind the partner, checked against the partner's own programs.</p>
  ${rowsTable(checklist.partner)}`
      : ''
  }
  <h3>Assumptions in force <span class="count">${checklist.assumed.length}</span></h3>
  ${rowsTable(checklist.assumed)}
  ${
    checklist.assumptions.length
      ? html`<table class="assumption-values">${tableHead(['assumption', 'value in this run'])}
    <tbody>${checklist.assumptions.map(assumptionValueRow)}</tbody></table>`
      : ''
  }
  <h3>Not checked or partly checked, and why <span class="count">${notChecked.length}</span></h3>
  ${notCheckedList}
  <h3>Known deviations accepted (waivers in force) <span class="count">${waivers.length}</span></h3>
  ${waiverList}
  ${realServicePart(checklist.realService)}
  <h3>Parts of the document not exercised, or accepted without a visible effect
    <span class="count">${coverageGaps.length}</span></h3>
  ${gapList}
  <p class="sign-off">Reviewed by: ______________________ &nbsp; Date: ____________
  &nbsp; Signature: ______________________</p>
</section>`;
}

function assumptionValueRow(a: { id: string; text: string; value: string }): Markup {
  return html`<tr><td><code>${a.id}</code> ${a.text}</td><td><code>${a.value}</code></td></tr>`;
}

function notCheckedItem(r: ChecklistRow): Markup {
  return html`<li><code>${r.id}</code> (${r.level}, ${r.result}) — ${r.reason ?? r.result}</li>`;
}

function waiverItem(w: WaiverResult): Markup {
  const terms = `${w.reason}; ${w.owner}, until ${w.expires}; ${w.state} in this run`;
  return html`<li><code>${w.rule}</code> (${waiverScope(w)}) — ${terms}</li>`;
}

function coverageGapItem(gap: CoverageGap): Markup {
  const kind = gap.kind === 'not-exercised' ? 'not exercised' : 'sent and accepted';
  const reason = gap.reason ?? 'not reached by this run';
  return html`<li><code>${gap.operation}</code> ${gap.item} (${kind}) — ${reason}</li>`;
}

/** The real service's known shapes, only in a run that checked the legacy surface. */
function realServicePart(rows: RealServiceRow[]): Markup | '' {
  if (!rows.length) return '';
  return html`<h3>Known shapes of the real service <span class="count">${rows.length}</span></h3>
  <p class="note">Where the real service answers otherwise than the document (<code>mock --real-service</code> shows
  each); the deviations' example waivers are in <code>${EXAMPLE_WAIVERS_FILE}</code>.</p>
  <table class="real-service">${tableHead(REAL_SERVICE_COLUMNS)}
  <tbody>${rows.map(realServiceRow)}</tbody></table>`;
}

function realServiceRow(r: RealServiceRow): Markup {
  const waivers = r.waivers.length ? html`${r.waivers.map((w) => html`<code>${w}</code> `)}` : 'none';
  const values = [html`<code>${r.name}</code>`, r.description, r.reported, waivers, r.thisRun || '-'];
  return html`<tr data-kind="${r.kind}">${cells(values)}</tr>`;
}

/** A partner's row also says which run checked it, or which command would. */
function rowsTable(rows: (ChecklistRow | PartnerRow)[]): Markup {
  if (!rows.length) return html`<p>None.</p>`;
  const how = rows.some((r) => 'how' in r);
  const columns = ['result', 'rule', 'level', 'requirement', ...(how ? ['checked by'] : []), 'document section'];
  return html`<table class="checklist-rules">
  ${tableHead(columns)}
  <tbody>${rows.map(checklistRow)}</tbody>
</table>`;
}

function checklistRow(r: ChecklistRow | PartnerRow): Markup {
  const badge = html`<span class="badge ${r.result.replace(' ', '-')}">${r.result}</span>`;
  const requirement = html`${r.title}${r.reason ? html`<div class="muted">${r.reason}</div>` : ''}`;
  const how = 'how' in r ? html`<td>${r.how}</td>` : '';
  return html`<tr data-result="${r.result}"><td>${badge}</td>
    <td><code>${r.id}</code></td><td>${r.level}</td><td>${requirement}</td>${how}<td>${r.source}</td></tr>`;
}
