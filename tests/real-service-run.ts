import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ConformanceReport } from '../reporters/model';
import type { Waiver } from '../kit/config/waivers';
import { realServiceDeviations } from '../mock/real-service';
import { startMock, type RunningMock } from '../mock/service';
import { conformanceRun, mockTargetEnv, startMockProcess } from './mock-target';
import {
  deviatingRules,
  NO_VERDICT_ON_TARGET,
  REAL_SERVICE_PORT_BASE as PORT_BASE,
  REAL_SERVICE_PROFILE as PROFILE,
  REAL_SERVICE_SEED as SEED,
  realServiceCopies,
} from './real-service-copies';

/**
 * The mock answering as the real service does where it differs from the document (`mock --real-service`, issue 28).
 * Each deviation alone fails exactly its one rule; the shapes that break none (drift, open choices), together, fail
 * nothing (both as copies of one run, tests/real-service-copies.ts); all of them with the public-sdk preset and the
 * example waivers (waivers/real-service-deviations.json) exit 0 with every deviation waived and every waiver applied;
 * with one waiver removed exactly its rule fails; with one expired, it fails again.
 */
const WAIVERS = 'waivers/real-service-deviations.json';
const scratch = mkdtempSync(join(tmpdir(), 'conformance-real-service-'));

/**
 * One run against a mock of its own: a mock that outlives a run keeps its identities, and the next run's creations
 * collide.
 */
async function run(
  name: string,
  shapes: readonly string[] | 'all',
  waivers?: string,
  grep = '',
): ReturnType<typeof conformanceRun> {
  const flags = shapes === 'all' ? ['--real-service'] : shapes.map((shape) => `--real-service=${shape}`);
  const mock = await startMockProcess([...flags, '--port-base', String(PORT_BASE)]);
  try {
    return await conformanceRun(join(scratch, name), {
      ...mockTargetEnv(PORT_BASE),
      CONFORMANCE_SEED: SEED,
      CONFORMANCE_PROFILE: PROFILE,
      CONFORMANCE_WAIVERS: waivers ?? '',
      CONFORMANCE_GREP: grep,
    });
  } finally {
    mock.kill('SIGTERM');
    if (mock.exitCode === null) await new Promise((stopped) => mock.once('exit', stopped));
  }
}

const ids = (report: ConformanceReport, statuses: readonly string[]) =>
  report.rules
    .filter((rule) => statuses.includes(rule.status))
    .map((rule) => rule.id)
    .sort();
const same = (a: readonly string[], b: readonly string[]) =>
  JSON.stringify([...a].sort()) === JSON.stringify([...b].sort());

/**
 * Each deviation alone and the shapes that break no rule together (tests/real-service-copies.ts): one run of copies,
 * against a mock instance each in this process.
 */
async function copiesRun(): Promise<number | null> {
  const running: RunningMock[] = [];
  try {
    for (const { shapes, portBase } of realServiceCopies())
      running.push(await startMock({ realService: shapes, portBase }));
    const child = spawn('node_modules/.bin/playwright', ['test', '-c', 'tests/real-service-matrix.config.ts'], {
      env: { ...process.env, FORCE_COLOR: '0' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    return await new Promise((done) => child.on('exit', done));
  } finally {
    await Promise.all(running.map((instance) => instance.close()));
  }
}

async function main(): Promise<number> {
  const problems: string[] = [];
  const rows = realServiceDeviations;
  // One deviation, one rule; drift and open choices none.
  for (const row of rows)
    if (row.rules.length !== (row.kind === 'deviation' ? 1 : 0))
      problems.push(`${row.name} (${row.kind}) names ${row.rules.length} rules`);
  const ruleless = rows.filter((row) => !row.rules.length);
  const deviating = deviatingRules();
  const copies = await copiesRun();
  if (copies !== 0)
    problems.push('a deviation alone or the shapes that break no rule together: not as expected (above)');
  // That a deviation breaks no rule outside those the copies ran shows in the run with every shape below: it runs
  // everything.
  const deviatingTests = `@(${deviating.join('|')})(\\s|$)`;

  const waived = await run('waived', 'all', WAIVERS);
  if (waived.status !== 0) problems.push(`with ${WAIVERS} the run exited ${waived.status}, not 0`);
  if (!same(ids(waived.report, NO_VERDICT_ON_TARGET), deviating))
    problems.push(
      `with ${WAIVERS} the rules not passed are ${ids(waived.report, NO_VERDICT_ON_TARGET).join(', ')}; the ` +
        `deviations break ${deviating.join(', ')}`,
    );
  if (!same(ids(waived.report, ['waived']), deviating))
    problems.push(`with ${WAIVERS} the waived rules are ${ids(waived.report, ['waived']).join(', ')}`);
  for (const waiver of waived.report.waivers.filter((entry) => entry.state !== 'applied'))
    problems.push(
      `waiver of ${waiver.rule}${waiver.pointer ? ` at ${waiver.pointer}` : ''} is ${waiver.state}, not applied`,
    );

  const file = JSON.parse(readFileSync(WAIVERS, 'utf8')) as { waivers: Waiver[] };
  // One waiver of a rule that has others: removed, exactly its rule fails; expired, the same.
  const lapsed = file.waivers.find((waiver) => waiver.pointer === '/data/coins/*/blockchains/*/address_tag')!;
  const removedFile = join(scratch, 'one-removed.json');
  writeFileSync(removedFile, JSON.stringify({ waivers: file.waivers.filter((waiver) => waiver !== lapsed) }));
  // The run with every waiver showed every other rule passed or waived: the tests of the deviating rules suffice here.
  const removed = await run('one-removed', 'all', removedFile, deviatingTests);
  if (removed.status !== 1)
    problems.push(`with the ${lapsed.rule} ${lapsed.pointer} waiver removed the run exited ${removed.status}, not 1`);
  const removedFailed = ids(removed.report, ['failed']);
  if (!same(removedFailed, [lapsed.rule]))
    problems.push(
      `with the ${lapsed.rule} ${lapsed.pointer} waiver removed the failed rules are ${removedFailed.join(', ')}`,
    );
  const expiredFile = join(scratch, 'one-expired.json');
  writeFileSync(
    expiredFile,
    JSON.stringify({
      waivers: file.waivers.map((waiver) => (waiver === lapsed ? { ...waiver, expires: '2026-01-01' } : waiver)),
    }),
  );
  const expired = await run('one-expired', 'all', expiredFile, deviatingTests);
  if (expired.status !== 1)
    problems.push(`with the ${lapsed.rule} ${lapsed.pointer} waiver expired the run exited ${expired.status}, not 1`);
  if (!same(ids(expired.report, ['failed']), [lapsed.rule]))
    problems.push(
      `with the ${lapsed.rule} waiver expired the failed rules are ${ids(expired.report, ['failed']).join(', ')}`,
    );

  console.log(
    `real service: ${rows.length} shapes, ${rows.length - ruleless.length} deviations each alone and ` +
      `${ruleless.length} that break no rule together; ${deviating.length} rules deviate ` +
      `(${deviating.join(', ')}); ${waived.report.waivers.length} waivers make the run green; one removed or ` +
      `expired fails ${lapsed.rule} again`,
  );
  for (const problem of problems) console.error(`real service: ${problem}`);
  return problems.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(`real service: ${error.message}`);
    process.exit(1);
  },
);
