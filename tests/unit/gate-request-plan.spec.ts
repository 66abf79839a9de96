import { test, expect } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { GATE_REQUEST_PLAN, overBudget, plannedRequests } from '../../kit/http/request-plan';
import { REQUEST_LIMITS } from '../../kit/http/request-limits';
import { assumptionById } from '../../rules/assumptions';

// Issue 43, item 2: the gate never waits for a budget window. Its plan is what a real sandbox's budgets hold: the
// Limits' numbers, and the price budget's default (ASSUME-PRICES-BUDGET).
const SANDBOX_PER_MINUTE = {
  hosted: { sandbox: 120, production: 500 },
  prices: {
    sandbox: Number(assumptionById('ASSUME-PRICES-BUDGET')!.defaults.LEGACY_PRICES_BUDGET),
    production: Number(assumptionById('ASSUME-PRICES-BUDGET')!.defaults.LEGACY_PRICES_BUDGET),
  },
} as const;

test("the gate's request plan fits one minute of every limit with headroom, in every environment", () => {
  const over = REQUEST_LIMITS.flatMap((row) =>
    (['sandbox', 'production'] as const).flatMap((env) =>
      overBudget(row.name, env, SANDBOX_PER_MINUTE[row.name][env], row.pageLoads),
    ),
  );
  expect(over, over.join('\n')).toEqual([]);
  expect(plannedRequests('prices', 'sandbox')).toBeGreaterThan(0);
});

test('a test added to the gate that pushes a limit over fails the plan, naming the tests that spend it', () => {
  const added = [
    ...GATE_REQUEST_PLAN,
    { test: 'scenarios/new.spec.ts › LEG-NEW', limit: 'prices', env: 'sandbox', requests: 3 } as const,
  ];
  const lines = overBudget('prices', 'sandbox', 30, false, added);
  expect(lines).toHaveLength(2);
  const line = lines.join('\n');
  expect(line).toContain("prices sandbox: the gate's 31 requests do not fit 28 of 30 a minute");
  expect(line).toContain('scenarios/new.spec.ts › LEG-NEW 3');
  expect(line).toContain('generated/legacy.spec.ts › GET /api/prices 11');
  // Page loads have their room; past it, API requests and loads together are judged against the minute.
  const loads = [{ test: 'waits/x.spec.ts', limit: 'hosted', env: 'sandbox', requests: 119, pageLoads: true } as const];
  expect(overBudget('hosted', 'sandbox', 120, true, loads)).toEqual([
    "hosted sandbox: the gate's 119 requests and page loads do not fit 118 of 120 a minute: waits/x.spec.ts 119",
  ]);
});

test("every row of the gate's plan names a test file of the suite, and the rule its test is of", () => {
  for (const row of GATE_REQUEST_PLAN) {
    const [file, what] = row.test.split(' › ');
    expect(existsSync(`suites/${file}`), row.test).toBe(true);
    // A generated family's titles come from the spec; a scenario's row names the rule its test is of.
    if (what && !file.startsWith('generated/'))
      expect(readFileSync(`suites/${file}`, 'utf8'), row.test).toContain(what);
  }
});
