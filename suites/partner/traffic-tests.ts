import type { TestType } from '@playwright/test';
import { checking } from '../../kit/checking';
import { ruleTitle } from '../../kit/audit-rule';
import { expectRule } from '../../kit/checks/violation';
import type { Traffic } from '../../kit/proxy/traffic';
import { trafficRules, type TrafficCase } from '../../partner/proxy/traffic-rules';

/** One test per traffic rule (partner/proxy/traffic-rules.ts), read from the traffic `proxy` or `flow` saw pass. */
export function trafficTests(test: TestType<object, { traffic: Traffic }>): void {
  for (const row of trafficRules) {
    test(ruleTitle(row.rule), checking(row.rule, ...row.reads), async ({ traffic }) => {
      const cases = row.cases(traffic);
      test.skip(cases.length === 0, row.unchecked(traffic));
      const broken = cases.filter((one) => one.problem);
      expectRule(
        row.rule,
        broken.length === 0,
        () => `${broken.length} of ${cases.length}: ${broken.slice(0, 5).map(line).join('; ')}`,
        row.expected,
      );
    });
  }
}

function line({ exchange, problem }: TrafficCase): string {
  return `#${exchange.n} ${exchange.method} ${exchange.route}: ${problem}`;
}
