import type { ListedCodeResult, UnlistedCode } from '../error-codes';
import type { ConformanceReport } from '../model';
import { html, tableHead, type Markup } from './markup';

/**
 * The error-code matrix: every code the document lists, provoked and answered as documented or not; then the codes
 * it does not list.
 */
export function errorCodesSection(report: ConformanceReport): Markup {
  const { listed, unlisted } = report.errorCodes;
  return html`<section id="error-codes">
  <h2>Error codes <span class="count">${listed.length}</span></h2>
  <p class="note">Every HTTP status and application code of the document's Errors section: whether a scenario provoked
    it, and whether the rules that check it passed.</p>
  <table class="error-codes">
    ${tableHead(['code', 'kind', 'meaning', 'provoked', 'answered as documented'])}
    <tbody>${listed.map(listedRow)}</tbody>
  </table>
  <h3>Unlisted codes <span class="count">${unlisted.length}</span></h3>
  <p class="note">Error statuses and application codes the target sent that the document does not list, with one full
    response body and its trace id (Errors › Other). A body that only repeats the HTTP status counts as no application
    code.</p>
  ${
    unlisted.length
      ? html`<table class="unlisted-codes">
    ${tableHead(['operation', 'status', 'code', 'count', 'example'])}
    <tbody>${unlisted.map(unlistedRow)}</tbody>
  </table>`
      : html`<p>None seen.</p>`
  }
</section>`;
}

function listedRow(row: ListedCodeResult): Markup {
  return html`<tr data-answered="${row.answered.replace(/ /g, '-')}">
    <td><code>${row.code}</code></td><td>${row.kind === 'http' ? 'HTTP status' : 'application code'}</td>
    <td>${row.meaning}<div class="muted">${row.source}</div></td>
    <td>${provoked(row)}</td>
    <td>${answered(row)}</td>
  </tr>`;
}

/** How many times a scenario provoked the code, and the X-Request-Ids of its answers. */
function provoked(row: ListedCodeResult): Markup | string {
  if (!row.seen) return 'no';
  const ids = row.requestIds.map((id, i) => html`${i ? ', ' : ''}<code>${id}</code>`);
  return html`yes (${row.seen}${row.requestIds.length ? html`: ${ids}` : ''})`;
}

function answered(row: ListedCodeResult): Markup {
  const links = (ids: string[]) =>
    ids.map((id, i) => html`${i ? ', ' : ''}<a href="#rule-${id}"><code>${id}</code></a>`);
  const unchecked = row.unchecked.length
    ? html`<div class="muted">not checked: ${links(row.unchecked.map((u) => u.id))}</div>`
    : '';
  if (row.answered === 'as documented') {
    const checked = `${row.rules.length - row.unchecked.length} of ${row.rules.length} rules`;
    return html`<span class="badge passed">yes</span> (${checked})${unchecked}`;
  }
  if (row.answered === 'not as documented') {
    return html`<span class="badge failed">no</span> ${links(row.failed)}${unchecked}`;
  }
  return html`<span class="badge not-checked">not checked</span> <span class="muted">${row.reason}</span>`;
}

function unlistedRow(row: UnlistedCode): Markup {
  const { example } = row;
  const traceId = html`<code>${example.traceId ?? 'none'}</code>`;
  return html`<tr data-unlisted="${row.unlisted.join(' ')}">
    <td><code>${row.operation}</code></td>
    <td>${row.status}${row.unlisted.includes('status') ? html` <span class="muted">unlisted</span>` : ''}</td>
    <td>${row.code ?? '—'}${row.unlisted.includes('code') ? html` <span class="muted">unlisted</span>` : ''}</td>
    <td>${row.count}</td>
    <td><div class="muted">${example.test}</div>
      <div>X-Request-Id <code>${example.requestId ?? 'none'}</code>; trace id ${traceId}</div>
      <pre>${example.body}</pre></td>
  </tr>`;
}
