import type { ConformanceReport } from '../model';
import type { DriftEntry } from '../../kit/http/exchange';
import { cells, html, tableHead, type Markup } from './markup';

/** One undocumented field: the operation, its path and a value seen there. */
export function driftRow(d: DriftEntry): Markup {
  const values = [d.operation, d.path, d.example].map((value) => html`<code>${value}</code>`);
  return html`<tr>${cells(values)}</tr>`;
}

/** Fields the target sends that no schema describes: information for the reader, never a failure. */
export function driftSection(report: ConformanceReport): Markup {
  return html`<section id="drift">
  <h2>Schema drift <span class="count">${report.drift.length}</span></h2>
  <p class="note">Fields seen in responses that no schema describes. Information only: they fail no rule.</p>
  ${
    report.drift.length
      ? html`<table class="drift">
    ${tableHead(['operation', 'path', 'example'])}
    <tbody>${report.drift.map(driftRow)}</tbody>
  </table>`
      : html`<p>None seen.</p>`
  }
</section>`;
}
