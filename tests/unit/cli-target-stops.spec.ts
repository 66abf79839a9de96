import { test, expect } from '@playwright/test';
import { expectOneLine, NO_TARGET, ROOT, runCli, type CliRun } from './cli-process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EMBEDDED_MOCK_CREDENTIALS } from '../../kit/config/embedded-mock';
import { ConfigError } from '../../kit/config/config-error';
import { credentialVariables } from '../../kit/config/credentials';
import { embeddedMockPortBase } from '../../kit/config/mock-ports';
import { readTargetConfig } from '../../kit/config/read-target';
import { configurationStop, type Recognition } from '../../kit/run/surface-recognition';
import { startMock, type RunningMock } from '../../mock/service';
import { EMBEDDED_MOCK_LINE } from '../../reporters/progress-reporter';

/**
 * Issue 34, items 3, 4 and 6: no silent fallback to the embedded mock, a wrong target stopped before any test, and
 * an embedded mock on ports that never clash. Each mistake: one line naming what to fix, exit 2, within seconds, the
 * last report untouched.
 */

const cli = (args: string[], env: Record<string, string> = {}, cwd = ROOT) =>
  runCli(args, { ...NO_TARGET, CONFORMANCE_PROFILE: '', MOCK_PORT_BASE: '', ...env }, cwd);
/** One line on stderr matching `line`, nothing on stdout, exit 2, within 30 s (a loaded runner's room). */
const oneLine = (run: CliRun, line: RegExp) => expectOneLine(run, line);

/** A report folder holding a last report, to show that a stopped run leaves it as it was. */
function lastReport(): { dir: string; untouched(): void } {
  const dir = join(mkdtempSync(join(tmpdir(), 'conformance-stops-')), 'reports');
  mkdirSync(dir);
  writeFileSync(join(dir, 'conformance.json'), '{"kept":true}');
  return { dir, untouched: () => expect(readFileSync(join(dir, 'conformance.json'), 'utf8')).toBe('{"kept":true}') };
}

// Each case's own bound is the one it asserts (one line within 30 s); the test's deadline gives a loaded CI runner the
// room to start the mock and the command around it (issue 43, item 5).
test.describe.configure({ timeout: 240_000 });

test.describe('a run against the mock, configured wrongly', () => {
  let mock: RunningMock;
  test.beforeAll(async () => {
    mock = await startMock({ ports: { sandbox: 0, production: 0, control: 0 } });
  });
  test.afterAll(async () => mock.close());

  /** The mock as a target of one's own, with its public credentials, and `over` on top. */
  const target = (over: Record<string, string> = {}) => ({
    ...credentialVariables(EMBEDDED_MOCK_CREDENTIALS),
    SANDBOX_BASE_URL: mock.urls.sandbox,
    PRODUCTION_BASE_URL: mock.urls.production,
    CONTROL_URL: mock.urls.control,
    CONFORMANCE_ALLOW_WRITES: '1',
    CONFORMANCE_PREVIOUS_REPORT: '',
    ...over,
  });

  test(
    'a refused credential (401 on its control request): ' + 'one line naming it, exit 2, the last report kept',
    async () => {
      const report = lastReport();
      const run = await cli(
        ['run', '--report-dir', report.dir],
        target({ SANDBOX_API_CREDENTIAL: 'not-the-credential' }),
      );
      const refused = /^conformance: SANDBOX_API_CREDENTIAL was refused: /;
      const answered = /GET \/api\/countries of sandbox answered 401 to SANDBOX_API_CREDENTIAL/;
      oneLine(run, new RegExp(refused.source + answered.source));
      report.untouched();
    },
  );

  test('a blank credential: one line naming it, exit 2, the last report kept', async () => {
    const report = lastReport();
    oneLine(
      await cli(['run', '--report-dir', report.dir], target({ SANDBOX_HMAC_KEY: ' ' })),
      /^conformance: SANDBOX_HMAC_KEY is blank \(only spaces\)/,
    );
    report.untouched();
  });

  test('a base URL with a query: one line naming it, its query not printed, exit 2', async () => {
    const report = lastReport();
    const run = await cli(
      ['run', '--report-dir', report.dir],
      target({ SANDBOX_BASE_URL: `${mock.urls.sandbox}/?token=abc` }),
    );
    const query = /^conformance: SANDBOX_BASE_URL carries a query: 'http:\/\/127\.0\.0\.1:\d+\/\?…'; /;
    oneLine(run, new RegExp(query.source + /give the service's address without it/.source));
    expect(run.stderr).not.toContain('abc');
    report.untouched();
  });

  test('a base URL ending in /api: one line saying it serves no surface and why, exit 2', async () => {
    const report = lastReport();
    const noSurface = /^conformance: SANDBOX_BASE_URL http:\/\/127\.0\.0\.1:\d+\/api serves none of the surfaces: .*; /;
    const why = /it ends in \/api, a path the suite adds itself: give the service's root$/;
    oneLine(
      await cli(['run', '--report-dir', report.dir], target({ SANDBOX_BASE_URL: `${mock.urls.sandbox}/api` })),
      new RegExp(noSurface.source + why.source),
    );
    report.untouched();
  });

  test('a base URL serving none of the surfaces (a web site): one line naming it, exit 2', async () => {
    const site = createHttpServer((_request, response) =>
      response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><p>Welcome</p>'),
    );
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    try {
      const report = lastReport();
      const url = `http://127.0.0.1:${(site.address() as { port: number }).port}`;
      const noSurface = /^conformance: PRODUCTION_BASE_URL http:\/\/127\.0\.0\.1:\d+ serves none of the surfaces: /;
      const nothing =
        /GET \/api\/countries found nothing there \(404, 405 or an HTML page\), .*; give the service's root address$/;
      oneLine(
        await cli(['run', '--report-dir', report.dir], target({ PRODUCTION_BASE_URL: url })),
        new RegExp(noSurface.source + nothing.source),
      );
      report.untouched();
    } finally {
      site.close();
    }
  });
});

test(
  'a target of /api alone runs; a product that answers a valid request wrongly fails its rule, and does ' +
    'not stop the run',
  async () => {
    const mock = await startMock({ ports: { sandbox: 0, production: 0, control: 0 } });
    const emptied = await startMock({ ports: { sandbox: 0, production: 0, control: 0 }, faults: ['api-lists-empty'] });
    try {
      const own = {
        SANDBOX_API_CREDENTIAL: EMBEDDED_MOCK_CREDENTIALS.sandbox.apiCredential,
        CONFORMANCE_ALLOW_WRITES: '1',
        CONFORMANCE_PREVIOUS_REPORT: '',
      };
      const legacyOnly = await cli(['run', '--rule', 'LEG-COINS-SHAPE', '--report-dir', lastReport().dir], {
        ...own,
        SANDBOX_BASE_URL: mock.urls.sandbox,
        CONTROL_URL: mock.urls.control,
      });
      expect(legacyOnly.code, legacyOnly.stderr).toBe(0);
      const wrong = await cli(['run', '--rule', 'LEG-COUNTRIES-SHAPE', '--report-dir', lastReport().dir], {
        ...own,
        SANDBOX_BASE_URL: emptied.urls.sandbox,
        CONTROL_URL: emptied.urls.control,
      });
      expect(wrong.code, wrong.stderr).toBe(1);
      expect(wrong.stderr).toMatch(
        /^conformance: \/api of sandbox was not recognised: GET \/api\/countries answered 200/m,
      );
    } finally {
      await Promise.all([mock.close(), emptied.close()]);
    }
  },
);

test('a .env that is a folder, or a link to nothing: one line naming it, exit 2, the last report kept', async () => {
  for (const make of [
    (path: string) => mkdirSync(path),
    (path: string) => symlinkSync(join(path, '..', 'gone.env'), path),
  ]) {
    const cwd = mkdtempSync(join(tmpdir(), 'conformance-dotenv-'));
    make(join(cwd, '.env'));
    const report = lastReport();
    const notAFile = /^run: \.env is (a folder, not a file|a link to nothing) \(.*\.env.*\): /;
    const makeIt = /make it a file of NAME=value lines, or remove it$/;
    oneLine(await cli(['run', '--report-dir', report.dir], {}, cwd), new RegExp(notAFile.source + makeIt.source));
    report.untouched();
    expect(existsSync(join(cwd, 'reports'))).toBe(false);
  }
});

test('a taken MOCK_PORT_BASE: one line naming it, exit 2, the last report kept', async () => {
  const taken: Server = createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  const port = (taken.address() as { port: number }).port;
  try {
    const report = lastReport();
    oneLine(
      await cli(['run', '--report-dir', report.dir], { MOCK_PORT_BASE: String(port) }),
      new RegExp(
        `^conformance: MOCK_PORT_BASE=${port}: the embedded mock cannot listen on port ${port} \\(it is in ` +
          `use: another run's mock, or another program\\); give a free first port`,
      ),
    );
    report.untouched();
  } finally {
    taken.close();
  }
});

test(
  'without MOCK_PORT_BASE the embedded mock takes free ports, a different three each time; a taken one is ' +
    'a configuration error',
  async () => {
    const first = embeddedMockPortBase(undefined);
    const second = embeddedMockPortBase(undefined);
    for (const base of [first, second]) {
      expect(base).toBeGreaterThanOrEqual(26000);
      expect(base + 2).toBeLessThan(32768);
    }
    // Held by another run's mock: the next run takes others.
    const held = createServer();
    await new Promise<void>((resolve) => held.listen(first, '127.0.0.1', resolve));
    try {
      expect(() => embeddedMockPortBase(String(first))).toThrow(ConfigError);
      for (let runs = 0; runs < 5; runs++)
        expect([first, first + 1, first + 2]).not.toContain(embeddedMockPortBase(undefined));
    } finally {
      held.close();
    }
    expect(embeddedMockPortBase(String(first))).toBe(first);
  },
);

test("the embedded run's first line says it checks the embedded reference mock", async () => {
  const report = lastReport();
  const run = await cli(['run', '--rule', 'LEG-COINS-SHAPE', '--report-dir', report.dir]);
  const [first, second] = run.stdout.split('\n');
  expect(first).toMatch(
    /^Conformance against sandbox http:\/\/127\.0\.0\.1:\d+ \(the embedded reference mock\): \d+ tests/,
  );
  expect(second).toBe(EMBEDDED_MOCK_LINE);
  expect(run.code, run.stderr).toBe(0);
});

test(
  'a credential refused, or an address that serves nothing, stops the run; a surface not configured, or a ' +
    'wrong answer, does not',
  () => {
    const config = readTargetConfig({
      SANDBOX_BASE_URL: 'https://s.example/api',
      SANDBOX_API_CREDENTIAL: 'x',
      SANDBOX_API_KEY: 'k',
      SANDBOX_PARTNER_REF: 'p',
    });
    const failed = (
      configuration: 'refused' | 'absent' | undefined,
      request: string,
      credential: string[],
    ): Recognition => ({
      recognised: false,
      problem: 'not recognised',
      ...(configuration ? { configuration } : {}),
      credential,
      request,
    });
    const legacy = (configuration?: 'refused' | 'absent') =>
      failed(configuration, 'GET /api/countries', ['SANDBOX_API_CREDENTIAL']);
    const hosted = (configuration?: 'refused' | 'absent') =>
      failed(configuration, 'POST /{partnerRef}/v2/buy', ['SANDBOX_API_KEY', 'SANDBOX_PARTNER_REF']);
    // Only /api tried (no other credential): it alone decides.
    expect(configurationStop(config, { 'sandbox legacy': { recognised: true } })).toBeUndefined();
    expect(configurationStop(config, { 'sandbox legacy': legacy() })).toBeUndefined();
    expect(
      configurationStop(config, { 'sandbox legacy': legacy('absent'), 'sandbox hosted': { recognised: true } }),
    ).toBeUndefined();
    expect(
      configurationStop(config, { 'sandbox legacy': legacy('absent'), 'sandbox hosted': hosted() }),
    ).toBeUndefined();
    expect(configurationStop(config, { 'sandbox legacy': legacy('absent'), 'sandbox hosted': hosted('absent') })).toBe(
      'SANDBOX_BASE_URL https://s.example/api serves none of the surfaces: GET /api/countries found nothing ' +
        'there (404, 405 or an HTML page), POST /{partnerRef}/v2/buy found nothing there (404, 405 or an HTML ' +
        "page); it ends in /api, a path the suite adds itself: give the service's root",
    );
    // A gateway that refuses before it routes: a path of the suite's own in the address still names the address.
    expect(
      configurationStop(config, { 'sandbox legacy': legacy('refused'), 'sandbox hosted': hosted('refused') }),
    ).toMatch(
      /^SANDBOX_BASE_URL https:\/\/s\.example\/api serves none of the surfaces: GET \/api\/countries answered 401, /,
    );
    const root = readTargetConfig({
      SANDBOX_BASE_URL: 'https://s.example',
      SANDBOX_API_CREDENTIAL: 'x',
      SANDBOX_API_KEY: 'k',
      SANDBOX_PARTNER_REF: 'p',
    });
    expect(
      configurationStop(root, { 'sandbox legacy': legacy('refused'), 'sandbox hosted': hosted('refused') }),
    ).toMatch(
      new RegExp(
        [
          /^SANDBOX_API_CREDENTIAL, SANDBOX_API_KEY, SANDBOX_PARTNER_REF were refused: /,
          /GET \/api\/countries of sandbox answered 401 to SANDBOX_API_CREDENTIAL /,
          /\(or LEGACY_AUTH, if the service takes it signed\); /,
        ]
          .map((part) => part.source)
          .join(''),
      ),
    );
    expect(
      configurationStop(root, { 'sandbox legacy': legacy('absent'), 'sandbox hosted': hosted('refused') }),
    ).toMatch(
      new RegExp(
        [
          /^SANDBOX_BASE_URL https:\/\/s\.example serves none of the surfaces: /,
          /GET \/api\/countries found nothing there \(404, 405 or an HTML page\), /,
          /POST \/\{partnerRef\}\/v2\/buy answered 401; give the service's root address$/,
        ]
          .map((part) => part.source)
          .join(''),
      ),
    );
    expect(
      configurationStop(config, { 'sandbox legacy': { recognised: true }, 'sandbox hosted': hosted('refused') }),
    ).toBe(
      'SANDBOX_API_KEY, SANDBOX_PARTNER_REF were refused: POST /{partnerRef}/v2/buy of sandbox answered 401 to ' +
        "SANDBOX_API_KEY and SANDBOX_PARTNER_REF; fix them, or leave a surface's credential empty to skip that " +
        'surface',
    );
  },
);
