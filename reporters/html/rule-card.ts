import type { RuleResult, TestOutcome } from '../model';
import type { Counterexample } from '../../kit/generation/generated-cases';
import { exchangeView, type ReproContext } from './evidence-view';
import { duration } from './format';
import { html, type Markup } from './markup';
import { ruleBadge, ruleView, testBadge } from './status-badge';
import { relationLinesOf } from '../../rules/relations';

/** One rule: its verdict and why, where the document says it, the tests that checked it and, when failed, what they saw. */
export function ruleCard(rule: RuleResult, repro: ReproContext): Markup {
  const view = ruleView(rule);
  const showEvidence = rule.status === 'failed' || rule.status === 'warning';
  return html`<article class="rule ${view}" id="rule-${rule.id}" data-status="${view}" data-level="${rule.level}" data-surface="${rule.surface}">
  <h5>${ruleBadge(rule)} <code class="rule-id">${rule.id}</code> <span class="rule-title">${rule.title}</span></h5>
  ${rule.reason ? html`<p class="reason">${rule.reason}</p>` : ''}
  <p class="source">Document section: ${rule.source}</p>
  ${rule.promises?.length ? html`<details class="promises"><summary class="muted">The document's words it checks (${rule.promises.length})</summary><ul>${rule.promises.map((promise) => html`<li class="muted">“${promise}”</li>`)}</ul></details>` : ''}
  ${relationsView(rule.id)}
  ${rule.tests.length ? html`<ul class="tests">${rule.tests.map((test) => testItem(test, showEvidence, repro))}</ul>` : ''}
</article>`;
}

/** The relations of the relation map the rule states: judged on every answer of every test (kit/relations). */
function relationsView(id: string): Markup | string {
  const lines = relationLinesOf(id);
  return lines.length ? html`<details class="relations"><summary class="muted">Relations judged on every answer (${lines.length})</summary><ul>${lines.map((line) => html`<li class="muted">${line}</li>`)}</ul></details>` : '';
}

function testItem(test: TestOutcome, showEvidence: boolean, repro: ReproContext): Markup {
  const evidence = showEvidence ? (test.evidence ?? []) : [];
  return html`<li class="test">
  ${testBadge(test.status)} <span class="test-title">${test.title}</span> <span class="muted">${duration(test.durationMs)}</span>
  ${test.reason && test.status !== 'passed' ? html`<div class="test-reason">${test.reason}</div>` : ''}${test.counterexample ? counterexampleView(test.counterexample) : ''}
  ${test.requestIds.length ? html`<div class="request-ids">X-Request-Id: ${test.requestIds.map((id) => html`<code>${id}</code> `)}</div>` : ''}
  ${
    evidence.length
      ? html`<details class="evidence"><summary>Evidence: last ${evidence.length} exchange${evidence.length === 1 ? '' : 's'}</summary>${evidence.map((exchange) => exchangeView(exchange, repro))}</details>`
      : ''
  }
</li>`;
}

/** A generated case shrunk to the smallest that still fails, and the run options that send the same cases again. */
function counterexampleView(counterexample: Counterexample): Markup {
  const shellQuoted = `'${counterexample.replay.grep.replace(/'/g, `'\\''`)}'`;
  return html`<div class="counterexample"><h6>${counterexample.edge ? html`Generated case: an edge the document names, after ${counterexample.cases} case${counterexample.cases === 1 ? '' : 's'}` : html`Generated case, shrunk (after ${counterexample.cases} case${counterexample.cases === 1 ? '' : 's'} and ${counterexample.shrinks} shrinking step${counterexample.shrinks === 1 ? '' : 's'})`}; its requests are the last of the evidence</h6>
  <pre>${counterexample.value}</pre>
  <p class="muted">Replay: <code>crypto-ramp-conformance run --seed ${counterexample.replay.seed} --grep ${shellQuoted}</code> (case seed ${counterexample.caseSeed}, path ${counterexample.path})</p></div>`;
}
