import type { ConformanceReport } from '../model';
import type { InputCoverage, Note, OperationCoverage } from '../coverage';
import { html, tableHead, type Markup } from './markup';

const COLUMNS = [
  'operation',
  'requests',
  'inputs not sent',
  'enum values not sent',
  'edges not sent',
  'statuses not provoked',
];

/** A cell's list, or a dash when the run left nothing of that kind out. */
const listed = (items: string[]) => items.join(', ') || '—';
const valuesNotSent = (values: { input: string; value: string; sent: boolean }[]) =>
  listed(values.filter((v) => !v.sent).map((v) => `${v.input}=${v.value}`));

/** The reason a note gives for what was left out, after a colon. */
const because = (note?: Note) => (note ? `: ${note.reason}` : '');

function coverageRow(o: OperationCoverage): Markup {
  const inputs = listed(o.inputs.filter((i) => !i.sent).map((i) => `${i.name} (${i.in})${because(i.note)}`));
  const statuses = listed(o.statuses.filter((s) => !s.provoked).map((s) => `${s.status}${because(s.note)}`));
  return html`<tr><td><code>${o.operation}</code></td><td>${o.requests}</td>
      <td>${inputs}</td>
      <td>${valuesNotSent(o.enumValues)}</td>
      <td>${valuesNotSent(o.edges ?? [])}</td>
      <td>${statuses}</td></tr>`;
}

/** An input sent and accepted whose effect no answer shows, with the note that says why. */
function unobservableItem({ operation, input }: { operation: string; input: InputCoverage }): Markup {
  return html`<li><code>${operation}</code> ${input.name} — ${input.note!.reason}</li>`;
}

/** The coverage map: per documented operation, what the run sent and provoked, and what it did not. */
export function coverageSection(report: ConformanceReport): Markup {
  const operations = report.coverage;
  const inputs = operations.flatMap((o) => o.inputs);
  const statuses = operations.flatMap((o) => o.statuses);
  const unobservable = operations.flatMap((operation) =>
    operation.inputs
      .filter((input) => input.sent && input.note?.kind === 'effect-not-observable')
      .map((input) => ({ operation: operation.operation, input })),
  );
  const count = (items: { sent?: boolean; provoked?: boolean }[]) =>
    items.filter((item) => item.sent ?? item.provoked).length;
  const inputsSent = `${count(inputs)} of ${inputs.length} documented inputs sent`;
  const statusesProvoked = `${count(statuses)} of ${statuses.length} documented statuses provoked`;
  return html`<section id="coverage">
  <h2>Coverage of the document</h2>
  <p class="note">Each operation of the specs against the requests this run sent: ${inputsSent},
  ${statusesProvoked}. What was not is listed; a run against a target shows what that target let it reach.</p>
  <table class="coverage">
    ${tableHead(COLUMNS)}
    <tbody>${operations.map(coverageRow)}</tbody>
  </table>
  ${
    unobservable.length
      ? html`<p class="note">Sent and accepted; no answer shows their effect:</p>
  <ul class="coverage-unobservable">${unobservable.map(unobservableItem)}</ul>`
      : ''
  }
</section>`;
}
