import type { ConformanceReport } from '../model';
import type { BudgetUse } from '../request-budget-use';
import type { SurfaceTimes, TimedRequest } from '../response-times';
import { cells, html, tableHead, type Markup } from './markup';
import { REQUEST_LIMITS } from '../../kit/http/request-limits';

const PER_RULE_SHOWN = 20;

const BUDGET_COLUMNS = ['limit', 'environment', 'requests', 'busiest minute', 'per minute', 'from'];
const SURFACE_COLUMNS = ['surface', 'requests', 'median', '95th percentile', 'slowest'];

function requestLine(request: TimedRequest): Markup {
  const answer = `${request.status ?? 'no answer'} in ${request.durationMs} ms`;
  const requestId = request.requestId ? html` — X-Request-Id <code>${request.requestId}</code>` : '';
  const test = html`<span class="note">(${request.test})</span>`;
  return html`<li><code>${request.method} ${request.path}</code> ${answer}${requestId} ${test}</li>`;
}

function budgetRow(b: BudgetUse): Markup {
  const source = REQUEST_LIMITS.find((row) => row.name === b.limit)?.source ?? '';
  return html`<tr>${cells([b.limit, b.env, b.requests, b.busiestMinute, b.perMinute, source])}</tr>`;
}

function surfaceRow(s: SurfaceTimes): Markup {
  return html`<tr>${cells([s.surface, s.requests, `${s.medianMs} ms`, `${s.p95Ms} ms`, `${s.maxMs} ms`])}</tr>`;
}

function ruleRequestsItem(r: { rule: string; requests: number }): Markup {
  return html`<li><code>${r.rule}</code> ${r.requests}</li>`;
}

/** The suite's own traffic under each limit it keeps to: requests and the busiest minute. */
function budgetTable(report: ConformanceReport): Markup {
  if (!report.requestBudgets.length) return html``;
  return html`<h3>Request budgets</h3>
  <p class="note">The suite's own requests under each documented limit, shared by every worker; a sharded run's parts
  each keep to their share. The rate-limit scenarios' bursts are outside it, on purpose.</p>
  <table class="request-budgets">
    ${tableHead(BUDGET_COLUMNS)}
    <tbody>${report.requestBudgets.map(budgetRow)}</tbody>
  </table>`;
}

/** How long the target took to answer, per surface, and the requests over the threshold: a warning, never a failure. */
export function responseTimesSection(report: ConformanceReport): Markup {
  const { thresholdMs, surfaces, slow, perRule } = report.responseTimes;
  const slowRequests = `${slow.length} ${slow.length === 1 ? 'request' : 'requests'}`;
  const slowWarning = slow.length ? ', a warning that fails nothing' : '';
  const moreRules =
    perRule.length > PER_RULE_SHOWN
      ? html`<p class="note">… and ${perRule.length - PER_RULE_SHOWN} more rules in conformance.json.</p>`
      : '';
  return html`<section id="response-times">
  <h2>Response times</h2>
  <p class="note">Every request of the run, timed from sending to the whole answer read.
  Slower than ${thresholdMs} ms (CONFORMANCE_SLOW_MS): ${slowRequests}${slowWarning}.</p>
  <table class="response-times">
    ${tableHead(SURFACE_COLUMNS)}
    <tbody>${surfaces.map(surfaceRow)}</tbody>
  </table>
  ${surfaces.map((s) => html`<h3>Slowest on ${s.surface}</h3><ul class="slowest">${s.slowest.map(requestLine)}</ul>`)}
  ${budgetTable(report)}
  <h3>Requests per rule <span class="count">${perRule.length}</span></h3>
  <p class="note">What the tests of each rule sent (a test of several rules counts for each), most first.</p>
  <ul class="per-rule">${perRule.slice(0, PER_RULE_SHOWN).map(ruleRequestsItem)}</ul>
  ${moreRules}
</section>`;
}
