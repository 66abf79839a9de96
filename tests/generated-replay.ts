import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { conformanceRun, mockTargetEnv, startMockProcess } from './mock-target';
import type { ConformanceReport } from '../reporters/model';
import { isoDate } from '../kit/config/read-target';

/**
 * Issue 26, item 3: a generated failure is shrunk, shown, and replayed by its seed. Against a mock whose status
 * filter drops an order only when combined with account_reference (a fault the fixed checks pass), the generated
 * phase fails LEG-ORDERS-STATUS-FILTER with a shrunk counterexample in conformance.json; the run the counterexample
 * names (the same seed, that test alone) shows the same counterexample.
 */
const MOCK_PORT = 24900;
const SEED = '20261126';
const RULE = 'LEG-ORDERS-STATUS-FILTER';

function counterexampleOf(report: ConformanceReport) {
  return report.rules.find((rule) => rule.id === RULE)?.tests.find((test) => test.counterexample)?.counterexample;
}

async function main(): Promise<number> {
  const mock = await startMockProcess([
    '--port-base',
    String(MOCK_PORT),
    '--fault',
    'status-filter-with-account-drops-oldest',
  ]);
  try {
    // The range of orders the cases are drawn from, fixed once: a replay after midnight (UTC) would read another.
    const day = 24 * 3600 * 1000;
    const range = {
      LEGACY_ORDERS_FROM: isoDate(new Date(Date.now() - 365 * day)),
      LEGACY_ORDERS_TO: isoDate(new Date(Date.now() - day)),
    };
    const env = { ...mockTargetEnv(MOCK_PORT), ...range, CONFORMANCE_SEED: SEED, CONFORMANCE_GREP: '@generated' };
    const first = await conformanceRun(mkdtempSync(join(tmpdir(), 'conformance-generated-')), env);
    const found = counterexampleOf(first.report);
    const problems: string[] = [];
    if (first.report.rules.find((rule) => rule.id === RULE)?.status !== 'failed')
      problems.push(`${RULE} is not failed by the generated phase`);
    if (!found) problems.push(`no counterexample under ${RULE} in conformance.json`);
    else {
      if (!(found.shrinks > 0 || found.edge)) problems.push(`the counterexample ${found.value} was not shrunk`);
      const replay = await conformanceRun(mkdtempSync(join(tmpdir(), 'conformance-replay-')), {
        ...env,
        CONFORMANCE_SEED: String(found.replay.seed),
        CONFORMANCE_GREP: found.replay.grep,
      });
      const again = counterexampleOf(replay.report);
      if (JSON.stringify(again) !== JSON.stringify(found))
        problems.push(`the replay showed ${JSON.stringify(again)}, not ${JSON.stringify(found)}`);
      else
        console.log(
          `Generated replay: ${RULE} failed on ${found.value} after ${found.cases} cases and ${found.shrinks} ` +
            `shrinking steps; the replay (seed ${found.replay.seed}, that test alone) failed on the same case`,
        );
    }
    for (const problem of problems) console.error(`Generated replay: ${problem}`);
    return problems.length ? 1 : 0;
  } finally {
    mock.kill('SIGTERM');
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
