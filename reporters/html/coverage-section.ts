import type { ConformanceReport } from '../model';
import { html, type Markup } from './markup';

/** The coverage map: per documented operation, what the run sent and provoked, and what it did not. */
export function coverageSection(report: ConformanceReport): Markup {
  const operations = report.coverage;
  const inputs = operations.flatMap((o) => o.inputs);
  const statuses = operations.flatMap((o) => o.statuses);
  const unobservable = operations.flatMap((operation) => operation.inputs.filter((input) => input.sent && input.note?.kind === 'effect-not-observable').map((input) => ({ operation: operation.operation, input })));
  const count = (items: { sent?: boolean; provoked?: boolean }[]) => items.filter((item) => item.sent ?? item.provoked).length;
  return html`<section id="coverage">
  <h2>Coverage of the document</h2>
  <p class="note">Each operation of the specs against the requests this run sent: ${count(inputs)} of ${inputs.length} documented inputs sent,
  ${count(statuses)} of ${statuses.length} documented statuses provoked. What was not is listed; a run against a target shows what that target let it reach.</p>
  <table class="coverage">
    <thead><tr><th>operation</th><th>requests</th><th>inputs not sent</th><th>enum values not sent</th><th>edges not sent</th><th>statuses not provoked</th></tr></thead>
    <tbody>${operations.map((o) => html`<tr><td><code>${o.operation}</code></td><td>${o.requests}</td>
      <td>${o.inputs.filter((i) => !i.sent).map((i) => `${i.name} (${i.in})${i.note ? `: ${i.note.reason}` : ''}`).join(', ') || '—'}</td>
      <td>${o.enumValues.filter((e) => !e.sent).map((e) => `${e.input}=${e.value}`).join(', ') || '—'}</td>
      <td>${(o.edges ?? []).filter((e) => !e.sent).map((e) => `${e.input}=${e.value}`).join(', ') || '—'}</td>
      <td>${o.statuses.filter((s) => !s.provoked).map((s) => `${s.status}${s.note ? `: ${s.note.reason}` : ''}`).join(', ') || '—'}</td></tr>`)}</tbody>
  </table>
  ${unobservable.length ? html`<p class="note">Sent and accepted; no answer shows their effect:</p>
  <ul class="coverage-unobservable">${unobservable.map(({ operation, input }) => html`<li><code>${operation}</code> ${input.name} — ${input.note!.reason}</li>`)}</ul>` : ''}
</section>`;
}
