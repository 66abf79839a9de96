import type { ConformanceReport } from '../model';
import { html, type Markup } from './markup';

/** Every choice the suite made where the document is silent, with the value this run used. */
export function assumptionsSection(report: ConformanceReport): Markup {
  return html`<section id="assumptions">
  <h2>Assumptions</h2>
  <p class="note">Choices the suite makes where the service document is silent; printed in every report.</p>
  ${
    report.assumptions.length
      ? html`<table class="assumptions">
    <thead><tr><th>id</th><th>assumption</th><th>value in this run</th></tr></thead>
    <tbody>${report.assumptions.map((a) => html`<tr><td><code>${a.id}</code></td><td>${a.text}</td><td><code>${a.value}</code></td></tr>`)}</tbody>
  </table>`
      : html`<p>No assumptions recorded for this run.</p>`
  }
</section>`;
}
