import { test, expect } from '@playwright/test';
import type { RunFacts } from '../../kit/run/run-facts';
import type { CollectedTest } from '../../reporters/collected-test';
import { describeRun } from '../../reporters/run-target';
import { collectedTest } from './collected-test-fixture';

/**
 * Seed and target come from the tests' run records, so a merge of shards reports them; shards that differ are run
 * errors.
 */
const facts = (seed: number, clock = true, baseUrl = 'http://127.0.0.1:24310'): RunFacts => ({
  seed,
  target: { env: 'sandbox', baseUrls: { sandbox: baseUrl }, capabilities: { clock }, embeddedMock: true },
});
const ran = (run?: RunFacts): CollectedTest => collectedTest({ title: 't', run });

test('shards that agree give their seed and target, without a run error', () => {
  const { described, runErrors } = describeRun(undefined, [ran(facts(7)), ran(), ran(facts(7))]);
  expect(described).toEqual({
    seed: 7,
    target: facts(7).target,
    assumptions: [],
    paths: {},
    slowRequestMs: 2000,
    waivers: [],
  });
  expect(runErrors).toEqual([]);
});

test('shards with different seeds, targets or capabilities are each named in one run error line', () => {
  const other = facts(2, false, 'http://other');
  const { described, runErrors } = describeRun(undefined, [
    ran(facts(1)),
    ran(facts(1)),
    ran({ ...other, target: { ...other.target, embeddedMock: false } }),
  ]);
  expect(described.seed).toBe(1);
  expect(runErrors).toEqual([
    'shards ran with different seeds 1 and 2: set CONFORMANCE_SEED for every shard',
    'shards ran against different targets sandbox (the embedded reference mock) and sandbox (http://other): ' +
      'give every shard the same CONFORMANCE_ENV and base URLs',
    'shards saw different test-control capabilities {"clock":true} and {"clock":false}: point every shard at ' +
      'the same CONTROL_URL',
  ]);
});

test('parts of a run against the embedded mock, each on its own free ports, ran against one target', () => {
  const { runErrors } = describeRun(undefined, [ran(facts(3)), ran(facts(3, true, 'http://127.0.0.1:27001'))]);
  expect(runErrors).toEqual([]);
});

test('without any run record and without a target option, the seed and the target are unknown', () => {
  const { described, runErrors } = describeRun(undefined, [ran()]);
  expect(described).toEqual({
    seed: 0,
    target: { env: 'unknown', baseUrls: {}, capabilities: {}, embeddedMock: false },
    assumptions: [],
    paths: {},
    slowRequestMs: 2000,
    waivers: [],
  });
  expect(runErrors).toEqual([]);
});
