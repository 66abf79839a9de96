import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ConformanceReport } from '../reporters/model';
import type { Waiver } from '../kit/config/waivers';
import { realServiceDeviations } from '../mock/real-service';
import { conformanceRun, mockTargetEnv, startMockProcess } from './mock-target';

/**
 * Issue 13, item 6: the mock answering as the real service does where it differs from the document
 * (`mock --real-service`). Without waivers each deviation fails its rule and nothing else fails; with the example
 * waiver file (waivers/real-service-deviations.json) the run is green with every waiver applied; with one waiver
 * expired, that rule fails again, alone.
 */
const PORT_BASE = 24830;
const SEED = '20261124';
const WAIVERS = 'waivers/real-service-deviations.json';
const scratch = mkdtempSync(join(tmpdir(), 'conformance-real-service-'));


/** One run against a mock of its own: a mock that outlives a run keeps its identities, and the next run's creations collide. */
async function run(name: string, waivers?: string): ReturnType<typeof conformanceRun> {
  const mock = await startMockProcess(['--real-service', '--port-base', String(PORT_BASE)]);
  try {
    return await conformanceRun(join(scratch, name), { ...mockTargetEnv(PORT_BASE), CONFORMANCE_SEED: SEED, CONFORMANCE_WAIVERS: waivers ?? '' });
  } finally {
    mock.kill('SIGTERM');
    if (mock.exitCode === null) await new Promise((stopped) => mock.once('exit', stopped));
  }
}

const ids = (report: ConformanceReport, statuses: readonly string[]) => report.rules.filter((rule) => statuses.includes(rule.status)).map((rule) => rule.id).sort();
const NO_VERDICT_ON_TARGET = ['failed', 'warning', 'error', 'inconclusive', 'waived'];

async function main(): Promise<number> {
  const problems: string[] = [];
  const deviating = [...new Set(realServiceDeviations.flatMap((row) => row.rules as readonly string[]))].sort();
  {
    const bare = await run('without-waivers');
    if (bare.status !== 1) problems.push(`without waivers the run exited ${bare.status}, not 1`);
    const failed = ids(bare.report, NO_VERDICT_ON_TARGET);
    if (JSON.stringify(failed) !== JSON.stringify(deviating)) problems.push(`without waivers the rules not passed are ${failed.join(', ')}; the deviations break ${deviating.join(', ')}`);

    const waived = await run('waived', WAIVERS);
    if (waived.status !== 0) problems.push(`with ${WAIVERS} the run exited ${waived.status}, not 0`);
    if (JSON.stringify(ids(waived.report, ['waived'])) !== JSON.stringify(deviating)) problems.push(`with ${WAIVERS} the waived rules are ${ids(waived.report, ['waived']).join(', ')}`);
    for (const waiver of waived.report.waivers.filter((entry) => entry.state !== 'applied')) problems.push(`waiver of ${waiver.rule}${waiver.pointer ? ` at ${waiver.pointer}` : ''} is ${waiver.state}, not applied`);

    const file = JSON.parse(readFileSync(WAIVERS, 'utf8')) as { waivers: Waiver[] };
    const lapsed = 'LEG-COINS-SHAPE';
    const expiredFile = join(scratch, 'one-expired.json');
    writeFileSync(expiredFile, JSON.stringify({ waivers: file.waivers.map((waiver) => (waiver.rule === lapsed ? { ...waiver, expires: '2026-01-01' } : waiver)) }));
    const expired = await run('one-expired', expiredFile);
    if (expired.status !== 1) problems.push(`with the ${lapsed} waiver expired the run exited ${expired.status}, not 1`);
    if (JSON.stringify(ids(expired.report, ['failed'])) !== JSON.stringify([lapsed])) problems.push(`with the ${lapsed} waiver expired the failed rules are ${ids(expired.report, ['failed']).join(', ')}`);

    console.log(`real service: ${realServiceDeviations.length} deviations fail ${deviating.join(', ')}; ${waived.report.waivers.length} waivers make the run green; one expired fails ${lapsed} again`);
  }
  for (const problem of problems) console.error(`real service: ${problem}`);
  return problems.length ? 1 : 0;
}

main().then((code) => process.exit(code), (error: Error) => {
  console.error(`real service: ${error.message}`);
  process.exit(1);
});
