import { test, expect } from '@playwright/test';
import { expectOneLine, NO_TARGET, ROOT, runCli, type CliRun } from './cli-process';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { crc32 } from 'node:zlib';
import { join } from 'node:path';
import { PART_METADATA_KEY, mergeProblem, mergedFolder, partRecord, type PartRecord } from '../../kit/run/part-record';
import { readTargetConfig } from '../../kit/config/read-target';
import PartStatusReporter from '../../reporters/part-status-reporter';
import type { FullConfig, FullResult } from '@playwright/test/reporter';

/**
 * Issue 34, item 2: no partial run reads whole. Each part's blob has its record (part, seed, plan, target); `merge`
 * refuses, in one line with exit 2 and nothing overwritten, a folder that is not every part of one run; `--shard`
 * with `--serial` is refused.
 */
const cli = (args: string[], env: Record<string, string> = {}) => runCli(args, { ...NO_TARGET, ...env });
const oneLine = (run: CliRun, line: RegExp) => expectOneLine(run, line);
const TARGET = { env: 'sandbox', baseUrls: { sandbox: 'https://sandbox.example/v1' }, embeddedMock: false };

/** A zip of one stored file, as a blob is (Playwright deflates; a stored entry reads the same). */
function zipOf(name: string, text: string): Buffer {
  const data = Buffer.from(text);
  const file = Buffer.from(name);
  const head = (signature: number, size: number) => {
    const header = Buffer.alloc(size);
    header.writeUInt32LE(signature, 0);
    return header;
  };
  const local = head(0x04034b50, 30);
  local.writeUInt32LE(crc32(data), 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(file.length, 26);
  const central = head(0x02014b50, 46);
  central.writeUInt32LE(crc32(data), 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(file.length, 28);
  const end = head(0x06054b50, 22);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(46 + file.length, 12);
  end.writeUInt32LE(30 + file.length + data.length, 16);
  return Buffer.concat([local, file, data, central, file, end]);
}

/** A part's blob as the run writes it: its config carries the part's record (playwright.config.ts). */
const blobOf = (record: PartRecord) =>
  zipOf(
    'report.jsonl',
    [
      { method: 'onBlobReportMetadata', params: { version: 2 } },
      { method: 'onConfigure', params: { config: { metadata: { [PART_METADATA_KEY]: record, actualWorkers: 2 } } } },
    ]
      .map((line) => JSON.stringify(line))
      .join('\n'),
  );

/**
 * A report folder with a whole run's report in it and the given parts' blobs and records; a blob holds its record
 * unless `blob` says what it holds instead (a blob of another run, or bytes that are no zip).
 */
function reportsWith(
  parts: (Partial<PartRecord> & { part: string; blob?: Partial<PartRecord> | string })[],
  options: { withoutRecord?: string } = {},
): { reports: string; blob: string } {
  const reports = mkdtempSync(join(tmpdir(), 'conformance-merge-'));
  const blob = join(reports, 'blob');
  mkdirSync(blob);
  writeFileSync(join(reports, 'conformance.json'), '{"the last whole run": true}\n');
  for (const { part, blob: content, ...rest } of parts) {
    const name = `report-${part.replace('/', '-of-')}`;
    const record: PartRecord = { part, seed: 7, plan: null, target: TARGET, ...rest };
    writeFileSync(join(blob, `${name}.zip`), typeof content === 'string' ? content : blobOf({ ...record, ...content }));
    if (options.withoutRecord !== part) writeFileSync(join(blob, `${name}.json`), JSON.stringify(record));
  }
  return { reports, blob };
}

const WHOLE = [{ part: '1/2' }, { part: '2/2' }, { part: 'serial' }];

test(
  'every part of one run passes; a missing shard, a missing serial part, two runs, two splits and a blob ' +
    'without record are each named',
  () => {
    expect(mergeProblem(reportsWith(WHOLE).blob)).toBeUndefined();
    expect(mergeProblem(reportsWith([{ part: 'serial' }]).blob)).toMatch(
      /^only the serial part is in .*: no shard of seed 7; run `run --shard I\/N --seed 7`/,
    );
    expect(mergeProblem(reportsWith([{ part: '1/2' }, { part: 'serial' }]).blob)).toMatch(
      /^parts missing in .*: 2\/2 of seed 7; run `run --shard 2\/2 --seed 7`/,
    );
    expect(mergeProblem(reportsWith([{ part: '1/2' }, { part: '2/2' }]).blob)).toMatch(
      /^parts missing in .*: serial of seed 7; run `run --serial --seed 7`/,
    );
    const seed7 = /are parts of 2 runs: seed 7, sandbox https:\/\/sandbox.example\/v1 \(1\/2, serial\) /;
    const seed8 = /and seed 8, sandbox https:\/\/sandbox.example\/v1 \(2\/2\)/;
    expect(mergeProblem(reportsWith([{ part: '1/2' }, { part: '2/2', seed: 8 }, { part: 'serial' }]).blob)).toMatch(
      new RegExp(seed7.source + seed8.source),
    );
    expect(
      mergeProblem(reportsWith([{ part: '1/2' }, { part: '2/2', plan: 'nightly' }, { part: 'serial' }]).blob),
    ).toMatch(/are parts of 2 runs/);
    expect(
      mergeProblem(
        reportsWith([{ part: '1/2' }, { part: '2/2', target: { ...TARGET, embeddedMock: true } }, { part: 'serial' }])
          .blob,
      ),
    ).toMatch(/are parts of 2 runs/);
    expect(mergeProblem(reportsWith([{ part: '1/2' }, { part: '2/3' }, { part: 'serial' }]).blob)).toMatch(
      /split the run differently \(1\/2, 2\/3\)/,
    );
    expect(mergeProblem(reportsWith(WHOLE, { withoutRecord: '2/2' }).blob)).toMatch(
      /report-2-of-2\.zip records no part of a run/,
    );
    expect(mergeProblem(reportsWith([]).blob)).toMatch(/^no parts to merge: .* holds no blob/);
    // By content: a zip copied in from another run keeps this run's record beside it (issue 44, item 4).
    expect(
      mergeProblem(reportsWith([{ part: '1/2' }, { part: '2/2', blob: { seed: 8 } }, { part: 'serial' }]).blob),
    ).toMatch(
      /report-2-of-2\.zip holds part 2\/2 of seed 8, .* but its record says part 2\/2 of seed 7, .*another run/,
    );
    expect(
      mergeProblem(reportsWith([{ part: '1/2', blob: { part: '2/2' } }, { part: '2/2' }, { part: 'serial' }]).blob),
    ).toMatch(/report-1-of-2\.zip holds part 2\/2 of seed 7/);
    expect(mergeProblem(reportsWith([{ part: '1/2' }, { part: '2/2', blob: 'PK' }, { part: 'serial' }]).blob)).toMatch(
      /report-2-of-2\.zip is no blob Playwright can read \(not a zip\); run that part again or remove it$/,
    );
  },
);

/**
 * Issue 44, item 5: sharding against the embedded mock as docs/sharding.md says. Each part starts its own mock on free
 * ports (on its own machine, or beside the others): the mock is the target, not its ports, so the parts are one run.
 */
test("parts against the embedded mock on each part's own ports are one run; the mock and a service are two", () => {
  const mock = (port: number) => ({
    env: 'sandbox',
    baseUrls: { sandbox: `http://127.0.0.1:${port}`, control: `http://127.0.0.1:${port + 2}` },
    embeddedMock: true,
  });
  const parts = [
    { part: '1/2', target: mock(30232) },
    { part: '2/2', target: mock(29367) },
    { part: 'serial', target: mock(26042) },
  ];
  expect(mergeProblem(reportsWith(parts).blob)).toBeUndefined();
  expect(mergeProblem(reportsWith([...parts.slice(0, 2), { part: 'serial' }]).blob)).toMatch(
    /are parts of 2 runs: seed 7, sandbox the embedded reference mock \(1\/2, 2\/2\) and seed 7, sandbox https:/,
  );
  expect(
    mergeProblem(
      reportsWith([...parts.slice(0, 2), { part: 'serial', target: { ...mock(1), env: 'production' } }]).blob,
    ),
  ).toMatch(/are parts of 2 runs/);
});

test('a serial part with no test of the selection is a part of the run that has none: exit 0, recorded', async () => {
  const reports = mkdtempSync(join(tmpdir(), 'conformance-empty-part-'));
  // NAT-HMAC-STALE has no serial scenario: Playwright said "No tests found" (exit 1, a run error in the blob).
  const run = await cli(['run', '--serial', '--seed', '7', '--rule', 'NAT-HMAC-STALE', '--report-dir', reports]);
  expect(run.code, run.stderr).toBe(0);
  expect(run.stdout + run.stderr).not.toContain('No tests found');
  expect(JSON.parse(readFileSync(join(reports, 'blob', 'report-serial.json'), 'utf8'))).toMatchObject({
    part: 'serial',
    seed: 7,
  });
});

test('parts that each held no test of the selection merge into no green: exit 2, the last report kept', async () => {
  const reports = mkdtempSync(join(tmpdir(), 'conformance-empty-parts-'));
  mkdirSync(join(reports, 'conformance'));
  writeFileSync(join(reports, 'conformance', 'index.html'), 'the last report');
  for (const part of [['--shard=1/2'], ['--shard=2/2'], ['--serial']]) {
    const run = await cli(['run', ...part, '--seed', '7', '--report-dir', reports, '--', '-g', 'matches-no-test']);
    expect(run.code, run.stderr).toBe(0);
  }
  const merged = await cli(['merge', '--report-dir', reports]);
  expect(merged.code, merged.stderr).toBe(2);
  oneLine(merged, /matched no test: nothing was checked/);
  expect(readFileSync(join(reports, 'conformance', 'index.html'), 'utf8')).toBe('the last report');
});

test('the blob folder of `playwright merge-reports` is its positional argument', () => {
  expect(mergedFolder(['node', 'cli.js', 'merge-reports', '--config', 'cli/merge.config.ts', 'reports/blob'])).toBe(
    'reports/blob',
  );
  expect(mergedFolder(['node', 'cli.js', 'merge-reports', 'reports/blob', '-c', 'x.ts'])).toBe('reports/blob');
  expect(mergedFolder(['node', 'cli.js', 'test', '--shard=1/2'])).toBeUndefined();
});

test(
  'a part records, beside its blob, its place, seed, plan and target, without credentials; an interrupted ' +
    'part leaves none',
  async () => {
    const dir = mkdtempSync(join(tmpdir(), 'conformance-part-'));
    const blobFile = join(dir, 'report-1-of-2.zip');
    writeFileSync(join(dir, 'report-1-of-2.json'), 'an older record');
    const target = readTargetConfig({
      SANDBOX_BASE_URL: 'https://user:pass@sandbox.example/v1',
      SANDBOX_API_CREDENTIAL: 'c',
      CONFORMANCE_SEED: '7',
      CONFORMANCE_PLAN: 'nightly',
    });
    const reporter = new PartStatusReporter({ blobFile, part: '1-of-2' });
    reporter.onBegin({ projects: [{ use: { target } }] } as unknown as FullConfig);
    expect(existsSync(join(dir, 'report-1-of-2.json'))).toBe(false);
    await reporter.onEnd({ status: 'passed' } as FullResult);
    const record = JSON.parse(readFileSync(join(dir, 'report-1-of-2.json'), 'utf8')) as PartRecord;
    expect(record).toEqual(partRecord('1-of-2', target));
    expect(record).toMatchObject({
      part: '1/2',
      seed: 7,
      plan: 'nightly',
      target: { env: 'sandbox', baseUrls: { sandbox: 'https://sandbox.example/v1' }, embeddedMock: false },
    });
  },
);

test.describe.configure({ timeout: 60_000 });

test(
  'merge of a partial run (the serial blob only, a shard missing, blobs of two runs, an empty blob ' +
    "folder, a blob of another run beside this run's record, a corrupt blob): one line, exit 2, the last report kept",
  async () => {
    const cases: [ReturnType<typeof reportsWith>, RegExp][] = [
      [reportsWith([{ part: 'serial' }]), /^merge: only the serial part is in .*; nothing merged$/],
      [
        reportsWith([{ part: '2/2' }, { part: 'serial' }]),
        /^merge: parts missing in .*: 1\/2 of seed 7; .*; nothing merged$/,
      ],
      [
        reportsWith([{ part: '1/2', seed: 1 }, { part: '2/2' }, { part: 'serial' }]),
        /^merge: the blobs in .* are parts of 2 runs: .*; nothing merged$/,
      ],
      [reportsWith([]), /^merge: no parts to merge: .* holds no blob; .*; nothing merged$/],
      [
        reportsWith([{ part: '1/2' }, { part: '2/2', blob: { seed: 8 } }, { part: 'serial' }]),
        /^merge: .*report-2-of-2\.zip holds part 2\/2 of seed 8, .*: a blob of another run; .*; nothing merged$/,
      ],
      [
        reportsWith([{ part: '1/2' }, { part: '2/2', blob: 'not a zip at all' }, { part: 'serial' }]),
        /^merge: .*report-2-of-2\.zip is no blob Playwright can read \(not a zip\); .*; nothing merged$/,
      ],
    ];
    for (const [{ reports, blob }, line] of cases) {
      const before = readdirSync(reports).sort();
      const started = Date.now();
      oneLine(await cli(['merge', '--report-dir', reports]), line);
      expect(Date.now() - started).toBeLessThan(15_000);
      expect(readdirSync(reports).sort()).toEqual(before);
      expect(readFileSync(join(reports, 'conformance.json'), 'utf8')).toBe('{"the last whole run": true}\n');
      expect(readdirSync(blob).some((name) => name.endsWith('.html'))).toBe(false);
    }
  },
);

test('playwright merge-reports with the suite config refuses a partial run too', async () => {
  const { reports, blob } = reportsWith([{ part: 'serial' }]);
  const run = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
    const child = spawn(
      join(ROOT, 'node_modules/.bin/playwright'),
      ['merge-reports', '--config', 'cli/merge.config.ts', blob],
      {
        cwd: ROOT,
        env: { ...process.env, FORCE_COLOR: '0', REPORT_DIR: reports, SANDBOX_BASE_URL: '', PRODUCTION_BASE_URL: '' },
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => resolve({ code, stderr }));
  });
  expect(run.code).toBe(2);
  expect(run.stderr.trim()).toMatch(/^merge: only the serial part is in .*; nothing merged$/);
  expect(readFileSync(join(reports, 'conformance.json'), 'utf8')).toBe('{"the last whole run": true}\n');
});

test('--shard with --serial is refused: one line, exit 2, no report folder', async () => {
  const reports = join(mkdtempSync(join(tmpdir(), 'conformance-merge-')), 'reports');
  oneLine(
    await cli(['run', '--shard', '1/2', '--serial', '--seed', '1', '--report-dir', reports]),
    /^run: --shard and --serial are two parts of a sharded run: .*; see run --help$/,
  );
  expect(existsSync(reports)).toBe(false);
  // The same given to Playwright past `--`: `run` refuses --shard there (it is its own option), and so would the
  // config.
  oneLine(
    await cli(['run', '--serial', '--seed', '1', '--report-dir', reports, '--', '--shard=1/2']),
    /^run: --shard after -- is an option of run/,
  );
  expect(existsSync(reports)).toBe(false);
});
