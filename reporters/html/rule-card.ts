import type { RuleResult, TestOutcome } from '../model';
import type { Counterexample } from '../../kit/generation/generated-cases';
import type { Exchange } from '../../kit/http/exchange';
import { exchangeView, type ReproContext } from './evidence-view';
import { duration } from './format';
import { html, type Markup } from './markup';
import { ruleBadge, ruleView, testBadge } from './status-badge';
import { relationLinesOf } from '../../rules/relations';

/**
 * One rule: its verdict and why, where the document says it, the tests that checked it and, when failed, what they
 * saw.
 */
export function ruleCard(rule: RuleResult, repro: ReproContext): Markup {
  const view = ruleView(rule);
  const showEvidence = rule.status === 'failed' || rule.status === 'warning';
  // What the filter bar matches a card by (rule-filters.ts).
  const data = html`data-status="${view}" data-level="${rule.level}" data-surface="${rule.surface}"`;
  const item = (group: TestOutcome[]) =>
    group.length === 1 ? testItem(group[0], showEvidence, repro) : groupItem(group, showEvidence, repro);
  const tests = rule.tests.length ? html`<ul class="tests">${groupedTests(rule.tests).map(item)}</ul>` : '';
  return html`<article class="rule ${view}" id="rule-${rule.id}" ${data}>
  <h5>${ruleBadge(rule)} <code class="rule-id">${rule.id}</code> <span class="rule-title">${rule.title}</span></h5>
  ${rule.reason ? html`<p class="reason">${rule.reason}</p>` : ''}
  <p class="source">Document section: ${rule.source}</p>
  ${promisesView(rule.promises ?? [])}
  ${relationsView(rule.id)}
  ${tests}
</article>`;
}

/** A list folded away under a muted summary, so a card opens on its verdict. */
function foldedList(className: string, summary: Markup, items: readonly Markup[]): Markup {
  return html`<details class="${className}"><summary class="muted">${summary}</summary><ul>${items}</ul></details>`;
}

/** The document's words the rule checks, quoted as the catalogue quotes them. */
function promisesView(promises: readonly string[]): Markup | string {
  if (!promises.length) return '';
  const items = promises.map((promise) => html`<li class="muted">“${promise}”</li>`);
  return foldedList('promises', html`The document's words it checks (${promises.length})`, items);
}

/** The relations of the relation map the rule states: judged on every answer of every test (kit/relations). */
function relationsView(id: string): Markup | string {
  const lines = relationLinesOf(id);
  if (!lines.length) return '';
  const items = lines.map((line) => html`<li class="muted">${line}</li>`);
  return foldedList('relations', html`Relations judged on every answer (${lines.length})`, items);
}

/** The X-Request-Ids a test sent, to find its requests in the target's logs. */
function requestIdsView(test: TestOutcome): Markup | string {
  if (!test.requestIds.length) return '';
  return html`<div class="request-ids">X-Request-Id: ${test.requestIds.map((id) => html`<code>${id}</code> `)}</div>`;
}

/** A test's last exchanges with their repro commands; a group's first test's open. */
function evidenceView(evidence: readonly Exchange[], repro: ReproContext, groupFirst: boolean): Markup | string {
  if (!evidence.length) return '';
  const exchanges = `last ${evidence.length} exchange${evidence.length === 1 ? '' : 's'}`;
  const summary = groupFirst ? `Evidence of the first: ${exchanges}` : `Evidence: ${exchanges}`;
  const views = evidence.map((exchange) => exchangeView(exchange, repro));
  const open = groupFirst ? html` open` : '';
  return html`<details class="evidence"${open}><summary>${summary}</summary>${views}</details>`;
}

/**
 * Tests of the rule that failed (or skipped) alike, in the order of the rule's tests: a broken promise by what was
 * received and documented (the case each test tried follows in the reason and its title), anything else by its whole
 * reason. Passed tests stay one by one.
 */
export function groupedTests(tests: readonly TestOutcome[]): TestOutcome[][] {
  const groups = new Map<string, TestOutcome[]>();
  tests.forEach((test, index) => {
    const key =
      test.status === 'passed' || !test.reason
        ? `#${index}`
        : `${test.status} ${BROKEN_PROMISE.test(test.reason) ? sameFailure(test.reason) : test.reason}`;
    groups.set(key, [...(groups.get(key) ?? []), test]);
  });
  return [...groups.values()];
}

/**
 * A broken promise's reason (reporters/fold.ts): "RULE: received …; documented …", or
 * "RULE: sent …; documented …; received …".
 */
const BROKEN_PROMISE = /^[A-Z][A-Z0-9-]+: (received|sent) /;

/** The rule, what was documented and what came back, without the request sent or the case context a check adds. */
function sameFailure(reason: string): string {
  const [rule, ...parts] = reason.split(/: (?=received |sent )/);
  const segments = parts.join(': ').split('; ');
  return segments[0].startsWith('sent ')
    ? `${rule}: ${segments.slice(1, 3).join('; ')}`
    : `${rule}: ${segments.slice(0, 2).join('; ')}`;
}

/** Alike tests as one item: how many, the first one's reason once, every title, the first one's evidence open. */
function groupItem(group: readonly TestOutcome[], showEvidence: boolean, repro: ReproContext): Markup {
  const [first] = group;
  const evidence = showEvidence ? (first.evidence ?? []) : [];
  const counterexample = first.counterexample ? counterexampleView(first.counterexample) : '';
  const titleItem = (test: TestOutcome) => {
    const reason = test.reason && test.reason !== first.reason ? html`<div class="muted">${test.reason}</div>` : '';
    const took = html`<span class="muted">${duration(test.durationMs)}</span>`;
    return html`<li>${test.title} ${took}${reason}${requestIdsView(test)}</li>`;
  };
  return html`<li class="test group" data-count="${String(group.length)}">
  ${testBadge(first.status)} <span class="test-title">${group.length} tests alike</span>
  ${first.reason ? html`<div class="test-reason">${first.reason}</div>` : ''}
  ${foldedList('group-tests', html`The ${group.length} tests`, group.map(titleItem))}${counterexample}
  ${evidenceView(evidence, repro, true)}
</li>`;
}

function testItem(test: TestOutcome, showEvidence: boolean, repro: ReproContext): Markup {
  const evidence = showEvidence ? (test.evidence ?? []) : [];
  const reason = test.reason && test.status !== 'passed' ? html`<div class="test-reason">${test.reason}</div>` : '';
  const counterexample = test.counterexample ? counterexampleView(test.counterexample) : '';
  const took = html`<span class="muted">${duration(test.durationMs)}</span>`;
  return html`<li class="test">
  ${testBadge(test.status)} <span class="test-title">${test.title}</span> ${took}
  ${reason}${counterexample}
  ${requestIdsView(test)}
  ${evidenceView(evidence, repro, false)}
</li>`;
}

/** A generated case shrunk to the smallest that still fails, and the run options that send the same cases again. */
function counterexampleView(counterexample: Counterexample): Markup {
  const steps = counterexample.steps?.length
    ? html`<pre class="sequence-steps">${counterexample.steps.join('\n')}</pre>`
    : '';
  const heading = counterexampleHeading(counterexample);
  return html`<div class="counterexample"><h6>${heading}; its requests are the last of the evidence</h6>
  <pre>${counterexample.value}</pre>${steps}
  <p class="muted">Replay: ${replayCommand(counterexample)}</p></div>`;
}

/** How the case was found: an edge tried first, or a random case and how far it was shrunk. */
function counterexampleHeading({ edge, cases, shrinks }: Counterexample): Markup {
  const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
  if (edge) return html`Generated case: an edge the document names, after ${plural(cases, 'case')}`;
  return html`Generated case, shrunk (after ${plural(cases, 'case')} and ${plural(shrinks, 'shrinking step')})`;
}

/** The command that runs the case again, its grep quoted for a POSIX shell, then fast-check's own seed and path. */
function replayCommand({ replay, caseSeed, path }: Counterexample): Markup {
  const shellQuoted = `'${replay.grep.replace(/'/g, `'\\''`)}'`;
  const command = `crypto-ramp-conformance run --seed ${replay.seed} --grep ${shellQuoted}`;
  return html`<code>${command}</code> (case seed ${caseSeed}, path ${path})`;
}
