import { test, expect } from '@playwright/test';
import { expectOneLine, NO_TARGET, ROOT, runCli } from './cli-process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Ajv from 'ajv';
import { EMBEDDED_MOCK_CREDENTIALS } from '../../kit/config/embedded-mock';
import { secretValues } from '../../kit/config/credentials';
import { HAR_FILE, type Har, type HarEntry } from '../../reporters/har';
import { conformanceRun, mockTargetEnv, startMockProcess } from '../mock-target';

/**
 * Issue 34, item 7: a stale-signature failure's evidence keeps its timestamp, and `replay <request id>` signs over it
 * again: against the mock that accepts stale signatures the recorded answer comes again; against the faithful mock,
 * on the same address, the same replay is refused (the timestamp stayed stale). The run's HAR is HAR 1.2 and holds
 * none of the run's credentials.
 */
// This spec's own ports (a run of its own, then a mock restarted on the same address).
const PORT_BASE = Number(process.env.REPLAY_PORT_BASE || 25820);
const env = mockTargetEnv(PORT_BASE);
const cli = (args: string[], extra: Record<string, string> = {}) =>
  runCli(args, { FORCE_COLOR: '0', ...env, ...extra });

async function stop(mock: ChildProcess): Promise<void> {
  mock.kill('SIGTERM');
  if (mock.exitCode === null) await new Promise((stopped) => mock.once('exit', stopped));
}

test.describe.configure({ timeout: 180_000 });

test(
  'a stale-signature failure replays stale: the faulty mock answers as recorded, the faithful one refuses ' + 'it',
  async () => {
    const reportDir = join(mkdtempSync(join(tmpdir(), 'conformance-replay-')), 'reports');
    const faulty = await startMockProcess(['--port-base', String(PORT_BASE), '--fault', 'nat-stale-accepted']);
    let har: Har;
    try {
      const run = await conformanceRun(reportDir, {
        ...env,
        CONFORMANCE_RULES: 'NAT-HMAC-STALE',
        CONFORMANCE_PROFILE: '',
      });
      expect(run.report.rules.find((rule) => rule.id === 'NAT-HMAC-STALE')?.status).not.toBe('passed');
      har = JSON.parse(readFileSync(join(reportDir, HAR_FILE), 'utf8')) as Har;

      // HAR 1.2, and not one credential of the run in it (the canary run scans it with every other file).
      const validate = new Ajv({ allErrors: true }).compile(
        JSON.parse(readFileSync(join(ROOT, 'tests/har-1.2.schema.json'), 'utf8')),
      );
      expect(validate(har), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
      const text = JSON.stringify(har);
      for (const secret of secretValues(EMBEDDED_MOCK_CREDENTIALS)) expect(text).not.toContain(secret);

      const stale = staleEntry(har);
      const timestamp = header(stale, 'x-hmac-timestamp');
      expect(header(stale, 'x-hmac-signature')).toBe('[REDACTED]');
      const replayed = await cli(['replay', stale._requestId!, '--report-dir', reportDir]);
      expect(replayed.stderr).toBe('');
      expect(replayed.stdout).toContain(`over the recorded X-Hmac-Timestamp ${timestamp}`);
      expect(replayed.stdout).toMatch(
        /compared the status and the JSON body's shape .*status recorded 200, now 200.*the recorded answer reproduces/,
      );
      expect(replayed.code).toBe(0);
    } finally {
      await stop(faulty);
    }

    const faithful = await startMockProcess(['--port-base', String(PORT_BASE)]);
    try {
      const replayed = await cli(['replay', staleEntry(har)._requestId!, '--report-dir', reportDir]);
      expect(replayed.stdout).toMatch(/status recorded 200, now 401: another answer/);
      expect(replayed.code).toBe(1);
    } finally {
      await stop(faithful);
    }
  },
);

test('replay of an id the run never sent: one line naming the file, exit 2', async () => {
  const reportDir = mkdtempSync(join(tmpdir(), 'conformance-replay-none-'));
  const run = await cli(['replay', 'no-such-id', '--report-dir', reportDir]);
  expect(run.stderr.trim().split('\n')).toHaveLength(1);
  expect(run.stderr).toMatch(/^replay: no exchange with X-Request-Id no-such-id in .*exchanges\.har/);
  expect(run.code).toBe(2);
  expect((await cli(['replay'])).code).toBe(2);
});

/**
 * Issue 44, item 4: with no credential variable, the embedded mock's public credentials sign a replay only of a request
 * its run sent to the embedded mock (the run's conformance.json says so); any other is one line naming what to set.
 */
test.describe('replay without credential variables', () => {
  // No port listens here: a replay that signs finds no answer (exit 2 too), but it has said how it signed.
  const url = 'http://127.0.0.1:33799/v1/prices';
  const unset = Object.fromEntries(
    ['HMAC_KEY', 'HMAC_SECRET', 'API_KEY', 'API_CREDENTIAL', 'API_SECRET'].flatMap((name) => [
      [`SANDBOX_${name}`, ''],
      [`PRODUCTION_${name}`, ''],
    ]),
  );
  const folder = (target?: { embeddedMock: boolean; baseUrls: Record<string, string> }) => {
    const dir = mkdtempSync(join(tmpdir(), 'conformance-replay-unset-'));
    const timestamp = String(Math.floor(Date.now() / 1000));
    const entry = {
      startedDateTime: new Date().toISOString(),
      time: 1,
      request: {
        method: 'GET',
        url,
        httpVersion: 'HTTP/1.1',
        cookies: [],
        headers: [
          { name: 'X-Hmac-Key', value: '[REDACTED]' },
          { name: 'X-Hmac-Timestamp', value: timestamp },
          { name: 'X-Hmac-Signature', value: '[REDACTED]' },
        ],
        queryString: [],
        headersSize: -1,
        bodySize: 0,
      },
      response: {
        status: 200,
        statusText: 'OK',
        httpVersion: 'HTTP/1.1',
        cookies: [],
        headers: [],
        content: { size: 2, mimeType: 'application/json', text: '{}' },
        redirectURL: '',
        headersSize: -1,
        bodySize: 2,
      },
      cache: {},
      timings: { send: 0, wait: 1, receive: 0 },
      _requestId: 'unset-1',
      _credentialOf: 'sandbox',
    };
    writeFileSync(join(dir, HAR_FILE), JSON.stringify({ log: { version: '1.2', entries: [entry] } }));
    if (target) writeFileSync(join(dir, 'conformance.json'), JSON.stringify({ target }));
    return dir;
  };
  const replayIn = (dir: string) =>
    runCli(['replay', 'unset-1', '--report-dir', dir], { ...NO_TARGET, ...unset, CONFORMANCE_PROFILE: '' });
  const names = /^replay: the request carried SANDBOX_HMAC_KEY and SANDBOX_HMAC_SECRET, which are not set: set them/;

  test('a run of unknown target (no conformance.json): one line naming the variables, exit 2', async () => {
    expectOneLine(await replayIn(folder()), names);
  });

  test("a run against a partner's sandbox: one line naming the variables, exit 2", async () => {
    expectOneLine(
      await replayIn(folder({ embeddedMock: false, baseUrls: { sandbox: 'http://127.0.0.1:33799' } })),
      names,
    );
  });

  test('a run against the embedded mock, at another address than the request: one line, exit 2', async () => {
    const dir = folder({ embeddedMock: true, baseUrls: { sandbox: 'http://127.0.0.1:33798' } });
    expectOneLine(await replayIn(dir), names);
  });

  test("a run against the embedded mock at the request's address: signed with the mock's credentials", async () => {
    const run = await replayIn(folder({ embeddedMock: true, baseUrls: { sandbox: 'http://127.0.0.1:33799' } }));
    expect(run.stdout).toContain('signed with SANDBOX_HMAC_KEY and SANDBOX_HMAC_SECRET over the recorded');
    expect(run.stderr).toMatch(/no answer .*is the target of the run still serving\?/);
    expect(run.code).toBe(2);
  });
});

/** The request signed ten minutes back (kit/auth/hmac-variants.ts): the oldest timestamp against its own send time. */
function staleEntry(har: Har): HarEntry {
  const lag = (entry: HarEntry) => Date.parse(entry.startedDateTime) / 1000 - Number(header(entry, 'x-hmac-timestamp'));
  const entry = har.log.entries
    .filter((candidate) => header(candidate, 'x-hmac-timestamp') && candidate._requestId)
    .sort((a, b) => lag(b) - lag(a))[0];
  expect(lag(entry)).toBeGreaterThan(300);
  return entry;
}

function header(entry: HarEntry, name: string): string | undefined {
  return entry.request.headers.find((pair) => pair.name.toLowerCase() === name)?.value;
}
