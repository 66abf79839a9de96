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
  ${rule.tests.length ? html`<ul class="tests">${groupedTests(rule.tests).map((group) => (group.length === 1 ? testItem(group[0], showEvidence, repro) : groupItem(group, showEvidence, repro)))}</ul>` : ''}
</article>`;
}

/** The relations of the relation map the rule states: judged on every answer of every test (kit/relations). */
function relationsView(id: string): Markup | string {
  const lines = relationLinesOf(id);
  return lines.length ? html`<details class="relations"><summary class="muted">Relations judged on every answer (${lines.length})</summary><ul>${lines.map((line) => html`<li class="muted">${line}</li>`)}</ul></details>` : '';
}

/**
 * Tests of the rule that failed (or skipped) alike, in the order of the rule's tests: a broken promise by what was
 * received and documented (the case each test tried follows in the reason and its title), anything else by its whole
 * reason. Passed tests stay one by one.
 */
export function groupedTests(tests: readonly TestOutcome[]): TestOutcome[][] {
  const groups = new Map<string, TestOutcome[]>();
  tests.forEach((test, index) => {
    const key = test.status === 'passed' || !test.reason ? `#${index}` : `${test.status} ${BROKEN_PROMISE.test(test.reason) ? sameFailure(test.reason) : test.reason}`;
    groups.set(key, [...(groups.get(key) ?? []), test]);
  });
  return [...groups.values()];
}

/** A broken promise's reason (reporters/fold.ts): "RULE: received …; documented …", or "RULE: sent …; documented …; received …". */
const BROKEN_PROMISE = /^[A-Z][A-Z0-9-]+: (received|sent) /;

/** The rule, what was documented and what came back, without the request sent or the case context a check adds. */
function sameFailure(reason: string): string {
  const [rule, ...parts] = reason.split(/: (?=received |sent )/);
  const segments = parts.join(': ').split('; ');
  return segments[0].startsWith('sent ') ? `${rule}: ${segments.slice(1, 3).join('; ')}` : `${rule}: ${segments.slice(0, 2).join('; ')}`;
}

/** Alike tests as one item: how many, the first one's reason once, every title, the first one's evidence open. */
function groupItem(group: readonly TestOutcome[], showEvidence: boolean, repro: ReproContext): Markup {
  const [first] = group;
  const evidence = showEvidence ? (first.evidence ?? []) : [];
  return html`<li class="test group" data-count="${String(group.length)}">
  ${testBadge(first.status)} <span class="test-title">${group.length} tests alike</span>
  ${first.reason ? html`<div class="test-reason">${first.reason}</div>` : ''}
  <details class="group-tests"><summary class="muted">The ${group.length} tests</summary><ul>${group.map((test) => html`<li>${test.title} <span class="muted">${duration(test.durationMs)}</span>${test.reason && test.reason !== first.reason ? html`<div class="muted">${test.reason}</div>` : ''}${test.requestIds.length ? html`<div class="request-ids">X-Request-Id: ${test.requestIds.map((id) => html`<code>${id}</code> `)}</div>` : ''}</li>`)}</ul></details>${first.counterexample ? counterexampleView(first.counterexample) : ''}
  ${
    evidence.length
      ? html`<details class="evidence" open><summary>Evidence of the first: last ${evidence.length} exchange${evidence.length === 1 ? '' : 's'}</summary>${evidence.map((exchange) => exchangeView(exchange, repro))}</details>`
      : ''
  }
</li>`;
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
  <pre>${counterexample.value}</pre>${counterexample.steps?.length ? html`<pre class="sequence-steps">${counterexample.steps.join('\n')}</pre>` : ''}
  <p class="muted">Replay: <code>crypto-ramp-conformance run --seed ${counterexample.replay.seed} --grep ${shellQuoted}</code> (case seed ${counterexample.caseSeed}, path ${counterexample.path})</p></div>`;
}
