import { test } from '../../kit/flow/fixtures';
import { checking } from '../../kit/checking';
import { ruleTitle } from '../../kit/audit-rule';
import { expectRule } from '../../kit/checks/violation';
import { flowRules, plansNotRun, type FlowCase } from '../../partner/flow/flow-rules';
import { trafficTests } from './traffic-tests';

// The partner's rules that its customers' flow shows (partner/flow/), then those its backend's traffic during the
// flow shows (partner/proxy/), read from what `flow` recorded.
for (const row of flowRules) {
  test(ruleTitle(row.rule), checking(row.rule, ...row.reads), async ({ flow }) => {
    const notRun = plansNotRun(flow, row.plans);
    test.skip(notRun !== undefined, notRun);
    const cases = row.cases(flow);
    test.skip(cases.length === 0, row.unchecked(flow));
    const broken = cases.filter((one) => one.problem);
    expectRule(
      row.rule,
      broken.length === 0,
      () => `${broken.length} of ${cases.length}: ${broken.slice(0, 5).map(flowLine).join('; ')}`,
      row.expected,
    );
  });
}

trafficTests(test);

const flowLine = ({ where, problem }: FlowCase) => `${where}: ${problem}`;
