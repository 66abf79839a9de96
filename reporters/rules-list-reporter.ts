import { relative } from 'node:path';
import type { FullConfig, Reporter, Suite } from '@playwright/test/reporter';
import { ruleById } from '../rules';
import type { TargetConfig } from '../kit/config/target-config';
import { runFacts } from '../kit/run/run-facts';
import { targetPhrase } from './run-target';

/**
 * `run --list`: every test the options select, with the rules it checks, as Playwright's `--list` prints them (the
 * project, the place, the title) plus the rule ids; nothing runs, so nothing is sent and no report is written.
 */
export default class RulesListReporter implements Reporter {
  onBegin(config: FullConfig, suite: Suite): void {
    const tests = suite.allTests();
    // The first line names the target the tests would run against, as a run's does.
    const target = (config.projects[0]?.use as { target?: TargetConfig } | undefined)?.target;
    if (target)
      console.log(`Conformance against ${targetPhrase(runFacts(target, {}).target)}: ${tests.length} tests listed`);
    const rules = new Set<string>();
    for (const test of tests) {
      const [, project, , ...titles] = test.titlePath();
      // A rule's annotation (checking) or its tag alone (judgedByRelations: the relations checker judges it).
      const named = [
        ...test.annotations.filter(({ type }) => type === 'rule').map(({ description }) => description ?? ''),
        ...test.tags.map((tag) => tag.slice(1)),
      ];
      const ids = [...new Set(named.filter((id) => ruleById(id)))];
      ids.forEach((id) => rules.add(id));
      const place = `${relative(config.rootDir, test.location.file)}:${test.location.line}`;
      const inProject = project ? `[${project}] › ` : '';
      const ruleIds = ids.length ? ids.join(', ') : '(no rule)';
      console.log(`  ${inProject}${place} › ${titles.join(' › ')}  ${ruleIds}`);
    }
    console.log(
      `Conformance: ${tests.length} tests of ${rules.size} rules listed; none ran, nothing was sent, no ` +
        `report was written`,
    );
  }

  printsToStdio(): boolean {
    return true;
  }
}
