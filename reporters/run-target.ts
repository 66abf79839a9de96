import type { Assumption, TargetConfig } from '../kit/config/target-config';
import { runFacts, type RunFacts } from '../kit/run/run-facts';
import { configuredPaths } from '../kit/spec/configured-paths';
import type { CollectedTest } from './collected-test';
import type { ConformanceReport } from './model';
import { DEFAULT_SLOW_REQUEST_MS } from '../kit/config/read-target';
import type { Waiver } from '../kit/config/waivers';
import type { RequestLimits } from '../kit/http/request-limits';

export interface RunTarget {
  target: ConformanceReport['target'];
  seed: number;
  assumptions: Assumption[];
  /** Per operation id, where configuration puts an operation the document shows no path for. */
  paths: Record<string, string>;
  /** A request slower than this is listed as slow (CONFORMANCE_SLOW_MS). */
  slowRequestMs: number;
  /** Known deviations (CONFORMANCE_WAIVERS). */
  waivers: Waiver[];
  /** The limits the suite's own traffic kept under; unknown without the target option. */
  requestLimits?: RequestLimits;
}

/**
 * What the report says about the run. The seed and the target (capabilities included) come from the tests' run
 * annotations, the one record a merge of sharded runs has; the assumptions from the target option. Shards that
 * ran differently are run errors, not one of them picked silently. With no annotation (no test started), the
 * target option stands in, its capabilities unknown.
 */
export function describeRun(
  config: TargetConfig | undefined,
  tests: readonly CollectedTest[],
): { described: RunTarget; runErrors: string[] } {
  const seen = tests.flatMap((test) => (test.run ? [test.run] : []));
  const facts = mostCommon(seen) ?? (config ? runFacts(config, {}) : undefined);
  const described: RunTarget = {
    target: facts?.target ?? { env: 'unknown', baseUrls: {}, capabilities: {}, embeddedMock: false },
    seed: facts?.seed ?? 0,
    assumptions: config?.assumptions ?? [],
    paths: config ? configuredPaths(config) : {},
    slowRequestMs: config?.slowRequestMs ?? DEFAULT_SLOW_REQUEST_MS,
    waivers: config?.waivers ?? [],
    requestLimits: config?.requestLimits,
  };
  return { described, runErrors: disagreements(seen) };
}

function disagreements(seen: readonly RunFacts[]): string[] {
  const errors: string[] = [];
  const seeds = distinct(seen.map((facts) => String(facts.seed)));
  if (seeds.length > 1)
    errors.push(`shards ran with different seeds ${seeds.join(' and ')}: set CONFORMANCE_SEED for every shard`);
  // Each part of a run against the embedded mock starts its own, on free ports: the mock is the target, not its ports.
  const where = ({ target }: RunFacts) =>
    target.embeddedMock ? 'the embedded reference mock' : Object.values(target.baseUrls).join(', ') || 'no base URL';
  const targets = distinct(seen.map((facts) => `${facts.target.env} (${where(facts)})`));
  if (targets.length > 1)
    errors.push(
      `shards ran against different targets ${targets.join(' and ')}: give every shard the same ` +
        `CONFORMANCE_ENV and base URLs`,
    );
  const capabilities = distinct(seen.map(({ target }) => JSON.stringify(target.capabilities)));
  if (capabilities.length > 1)
    errors.push(
      `shards saw different test-control capabilities ${capabilities.join(' and ')}: point every shard at the ` +
        `same CONTROL_URL`,
    );
  return errors;
}

/** The facts most tests ran with (the first seen on a tie), so one stray shard does not speak for the run. */
function mostCommon(seen: readonly RunFacts[]): RunFacts | undefined {
  const counts = new Map<string, { facts: RunFacts; count: number }>();
  for (const facts of seen) {
    const key = JSON.stringify(facts);
    const entry = counts.get(key) ?? { facts, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  return [...counts.values()].reduce<{ facts: RunFacts; count: number } | undefined>(
    (best, entry) => (!best || entry.count > best.count ? entry : best),
    undefined,
  )?.facts;
}

function distinct(values: readonly string[]): string[] {
  return [...new Set(values)];
}

/**
 * The target in one phrase, as the first console line, the summary and every report name it: the environment under
 * test, its base URL, and whether the run went to the embedded reference mock (a green against the mock certifies
 * nothing of a partner's service, so the phrase says it either way).
 */
export function targetPhrase(target: ConformanceReport['target']): string {
  const url = target.baseUrls[target.env];
  return (
    `${target.env}${url ? ` ${url}` : ''} ` +
    `(${target.embeddedMock ? 'the embedded reference mock' : 'not the embedded mock'})`
  );
}

/** Every base URL of the run, each with its name ("sandbox https://…, control https://…"); host and path only. */
export function baseUrlList(target: ConformanceReport['target']): string {
  return (
    Object.entries(target.baseUrls)
      .map(([name, url]) => `${name} ${url}`)
      .join(', ') || 'none'
  );
}

/** Said on every page of a run against the embedded mock: its green shows the suite works, and certifies no service. */
export const EMBEDDED_MOCK_NOTE =
  "This run went to the embedded reference mock, not to a partner's service: it certifies no service.";
