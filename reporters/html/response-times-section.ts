import type { ConformanceReport } from '../model';
import type { TimedRequest } from '../response-times';
import { html, type Markup } from './markup';
import { REQUEST_LIMITS } from '../../kit/http/request-limits';

const PER_RULE_SHOWN = 20;

function requestLine(request: TimedRequest): Markup {
  return html`<li><code>${request.method} ${request.path}</code> ${request.status ?? 'no answer'} in ${request.durationMs} ms${request.requestId ? html` — X-Request-Id <code>${request.requestId}</code>` : ''} <span class="note">(${request.test})</span></li>`;
}

/** The suite's own traffic under each limit it keeps to: requests and the busiest minute. */
function budgetTable(report: ConformanceReport): Markup {
  if (!report.requestBudgets.length) return html``;
  return html`<h3>Request budgets</h3>
  <p class="note">The suite's own requests under each documented limit, shared by every worker; a sharded run's parts each keep to their share. The rate-limit scenarios' bursts are outside it, on purpose.</p>
  <table class="request-budgets">
    <thead><tr><th>limit</th><th>environment</th><th>requests</th><th>busiest minute</th><th>per minute</th><th>from</th></tr></thead>
    <tbody>${report.requestBudgets.map((b) => html`<tr><td>${b.limit}</td><td>${b.env}</td><td>${b.requests}</td><td>${b.busiestMinute}</td><td>${b.perMinute}</td><td>${REQUEST_LIMITS.find((row) => row.name === b.limit)?.source ?? ''}</td></tr>`)}</tbody>
  </table>`;
}

/** How long the target took to answer, per surface, and the requests over the threshold: a warning, never a failure. */
export function responseTimesSection(report: ConformanceReport): Markup {
  const { thresholdMs, surfaces, slow, perRule } = report.responseTimes;
  return html`<section id="response-times">
  <h2>Response times</h2>
  <p class="note">Every request of the run, timed from sending to the whole answer read. Slower than ${thresholdMs} ms (CONFORMANCE_SLOW_MS): ${slow.length} ${slow.length === 1 ? 'request' : 'requests'}${slow.length ? ', a warning that fails nothing' : ''}.</p>
  <table class="response-times">
    <thead><tr><th>surface</th><th>requests</th><th>median</th><th>95th percentile</th><th>slowest</th></tr></thead>
    <tbody>${surfaces.map((s) => html`<tr><td>${s.surface}</td><td>${s.requests}</td><td>${s.medianMs} ms</td><td>${s.p95Ms} ms</td><td>${s.maxMs} ms</td></tr>`)}</tbody>
  </table>
  ${surfaces.map((s) => html`<h3>Slowest on ${s.surface}</h3><ul class="slowest">${s.slowest.map(requestLine)}</ul>`)}
  ${budgetTable(report)}
  <h3>Requests per rule <span class="count">${perRule.length}</span></h3>
  <p class="note">What the tests of each rule sent (a test of several rules counts for each), most first.</p>
  <ul class="per-rule">${perRule.slice(0, PER_RULE_SHOWN).map((r) => html`<li><code>${r.rule}</code> ${r.requests}</li>`)}</ul>
  ${perRule.length > PER_RULE_SHOWN ? html`<p class="note">… and ${perRule.length - PER_RULE_SHOWN} more rules in conformance.json.</p>` : ''}
</section>`;
}
