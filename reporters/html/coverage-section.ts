import type { ConformanceReport } from '../model';
import { html, type Markup } from './markup';

/** The coverage map: per documented operation, what the run sent and provoked, and what it did not. */
export function coverageSection(report: ConformanceReport): Markup {
  const operations = report.coverage;
  const inputs = operations.flatMap((o) => o.inputs);
  const statuses = operations.flatMap((o) => o.statuses);
  const count = (items: { sent?: boolean; provoked?: boolean }[]) => items.filter((item) => item.sent ?? item.provoked).length;
  return html`<section id="coverage">
  <h2>Coverage of the document</h2>
  <p class="note">Each operation of the specs against the requests this run sent: ${count(inputs)} of ${inputs.length} documented inputs sent,
  ${count(statuses)} of ${statuses.length} documented statuses provoked. What was not is listed; a run against a target shows what that target let it reach.</p>
  <table class="coverage">
    <thead><tr><th>operation</th><th>requests</th><th>inputs not sent</th><th>enum values not sent</th><th>statuses not provoked</th></tr></thead>
    <tbody>${operations.map((o) => html`<tr><td><code>${o.operation}</code></td><td>${o.requests}</td>
      <td>${o.inputs.filter((i) => !i.sent).map((i) => `${i.name} (${i.in})`).join(', ') || '—'}</td>
      <td>${o.enumValues.filter((e) => !e.sent).map((e) => `${e.input}=${e.value}`).join(', ') || '—'}</td>
      <td>${o.statuses.filter((s) => !s.provoked).map((s) => String(s.status)).join(', ') || '—'}</td></tr>`)}</tbody>
  </table>
</section>`;
}
