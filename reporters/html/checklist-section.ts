import { certificationChecklist, type ChecklistRow } from '../certification-checklist';
import type { PartnerRow } from '../partner-half';
import type { ConformanceReport } from '../model';
import { waiverScope } from '../certification-markdown';
import { html, type Markup } from './markup';
import { EXAMPLE_WAIVERS_FILE } from '../real-service-checklist';

/** The certification checklist: what a reviewer prints and signs. The print stylesheet keeps it and drops the rule browser. */
export function checklistSection(report: ConformanceReport): Markup {
  const checklist = certificationChecklist(report);
  return html`<section id="checklist" class="checklist">
  <h2>Certification checklist <button type="button" class="print" title="Print the checklist">print</button></h2>
  <p class="note">Every MUST and SHOULD rule of the service document with this run's result; then the readings the suite assumed where the
    document is silent, and what was not checked and why. Also written as <code>certification.md</code>.</p>
  <h3>Documented rules <span class="count">${checklist.documented.length}</span></h3>
  ${rowsTable(checklist.documented)}
  ${checklist.partner.length ? html`<h3>The partner's half <span class="count">${checklist.partner.length}</span></h3>
  <p class="note">The document's promises that bind the partner, checked against the partner's own programs.</p>
  ${rowsTable(checklist.partner)}` : ''}
  <h3>Assumptions in force <span class="count">${checklist.assumed.length}</span></h3>
  ${rowsTable(checklist.assumed)}
  ${
    checklist.assumptions.length
      ? html`<table class="assumption-values"><thead><tr><th>assumption</th><th>value in this run</th></tr></thead>
    <tbody>${checklist.assumptions.map((a) => html`<tr><td><code>${a.id}</code> ${a.text}</td><td><code>${a.value}</code></td></tr>`)}</tbody></table>`
      : ''
  }
  <h3>Not checked or partly checked, and why <span class="count">${checklist.notChecked.length}</span></h3>
  ${checklist.notChecked.length ? html`<ul class="not-checked">${checklist.notChecked.map((r) => html`<li><code>${r.id}</code> (${r.level}, ${r.result}) — ${r.reason ?? r.result}</li>`)}</ul>` : html`<p>Every rule reached a full verdict.</p>`}
  <h3>Known deviations accepted (waivers in force) <span class="count">${checklist.waivers.length}</span></h3>
  ${checklist.waivers.length ? html`<ul class="waivers">${checklist.waivers.map((w) => html`<li><code>${w.rule}</code> (${waiverScope(w)}) — ${w.reason}; ${w.owner}, until ${w.expires}; ${w.state} in this run</li>`)}</ul>` : html`<p>None.</p>`}
  ${checklist.realService.length ? html`<h3>Known shapes of the real service <span class="count">${checklist.realService.length}</span></h3>
  <p class="note">Where the real service answers otherwise than the document (<code>mock --real-service</code> shows each); the deviations' example waivers are in <code>${EXAMPLE_WAIVERS_FILE}</code>.</p>
  <table class="real-service"><thead><tr><th>shape</th><th>the real service</th><th>the suite reports it as</th><th>example waivers</th><th>this run</th></tr></thead>
  <tbody>${checklist.realService.map((r) => html`<tr data-kind="${r.kind}"><td><code>${r.name}</code></td><td>${r.description}</td><td>${r.reported}</td><td>${r.waivers.length ? html`${r.waivers.map((w) => html`<code>${w}</code> `)}` : 'none'}</td><td>${r.thisRun || '-'}</td></tr>`)}</tbody></table>` : ''}
  <h3>Parts of the document not exercised, or accepted without a visible effect <span class="count">${checklist.coverageGaps.length}</span></h3>
  ${checklist.coverageGaps.length ? html`<ul class="coverage-gaps">${checklist.coverageGaps.map((gap) => html`<li><code>${gap.operation}</code> ${gap.item} (${gap.kind === 'not-exercised' ? 'not exercised' : 'sent and accepted'}) — ${gap.reason ?? 'not reached by this run'}</li>`)}</ul>` : html`<p>Every documented input, value and status was exercised.</p>`}
  <p class="sign-off">Reviewed by: ______________________ &nbsp; Date: ____________ &nbsp; Signature: ______________________</p>
</section>`;
}

/** A partner's row also says which run checked it, or which command would. */
function rowsTable(rows: (ChecklistRow | PartnerRow)[]): Markup {
  if (!rows.length) return html`<p>None.</p>`;
  const how = rows.some((r) => 'how' in r);
  return html`<table class="checklist-rules">
  <thead><tr><th>result</th><th>rule</th><th>level</th><th>requirement</th>${how ? html`<th>checked by</th>` : ''}<th>document section</th></tr></thead>
  <tbody>${rows.map(
    (r) => html`<tr data-result="${r.result}"><td><span class="badge ${r.result.replace(' ', '-')}">${r.result}</span></td>
    <td><code>${r.id}</code></td><td>${r.level}</td><td>${r.title}${r.reason ? html`<div class="muted">${r.reason}</div>` : ''}</td>${'how' in r ? html`<td>${r.how}</td>` : ''}<td>${r.source}</td></tr>`,
  )}</tbody>
</table>`;
}
