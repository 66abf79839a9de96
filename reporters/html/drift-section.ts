import type { ConformanceReport } from '../model';
import { html, type Markup } from './markup';

/** Fields the target sends that no schema describes: information for the reader, never a failure. */
export function driftSection(report: ConformanceReport): Markup {
  return html`<section id="drift">
  <h2>Schema drift <span class="count">${report.drift.length}</span></h2>
  <p class="note">Fields seen in responses that no schema describes. Information only: they fail no rule.</p>
  ${
    report.drift.length
      ? html`<table class="drift">
    <thead><tr><th>operation</th><th>path</th><th>example</th></tr></thead>
    <tbody>${report.drift.map((d) => html`<tr><td><code>${d.operation}</code></td><td><code>${d.path}</code></td><td><code>${d.example}</code></td></tr>`)}</tbody>
  </table>`
      : html`<p>None seen.</p>`
  }
</section>`;
}
