import { test, expect } from '@playwright/test';
import { spawn } from 'node:child_process';
import { createServer, type ServerResponse } from 'node:http';
import { existsSync, mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EMBEDDED_MOCK_CREDENTIALS } from '../../kit/config/embedded-mock';
import { credentialVariables } from '../../kit/config/credentials';
import { loadProfile } from '../../kit/config/target-profile';
import { startMock } from '../../mock/service';
import { built } from './cli-build';

const ROOT = join(__dirname, '..', '..');
const out = () => join(mkdtempSync(join(tmpdir(), 'probe-')), 'profile.json');

/** `probe --out <file>` against a server answering every request with `answer`; the server closed after. */
async function probeAgainst(answer: (response: ServerResponse) => void) {
  const server = createServer((request, response) => {
    request.resume();
    answer(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const file = out();
  try {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return { file, run: await probe({ SANDBOX_BASE_URL: url }, ['--out', file]) };
  } finally {
    server.close();
  }
}

function probe(
  env: Record<string, string>,
  args: string[],
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [built('cli/probe.ts'), ...args], {
      cwd: ROOT,
      env: {
        ...process.env,
        ...credentialVariables(EMBEDDED_MOCK_CREDENTIALS),
        CONTROL_URL: '',
        PRODUCTION_BASE_URL: '',
        PARTNER_BASE_URL: '',
        CONFORMANCE_ENV: 'sandbox',
        ...env,
      },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

test.describe.configure({ timeout: 60_000 });

test('an unreachable target: one line naming the variable, exit 2, nothing written', async () => {
  const file = out();
  // A port that was free a moment ago: nothing listens there.
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const port = (closed.address() as AddressInfo).port;
  await new Promise((resolve) => closed.close(resolve));
  const run = await probe({ SANDBOX_BASE_URL: `http://127.0.0.1:${port}` }, ['--out', file]);
  expect(run.code).toBe(2);
  expect(run.stderr.trim().split('\n')).toHaveLength(1);
  expect(run.stderr).toMatch(
    new RegExp(`^probe: .*connection refused \\(SANDBOX_BASE_URL=http://127\\.0\\.0\\.1:${port}\\)`),
  );
  expect(existsSync(file)).toBe(false);
});

test('a target that answers 404 to everything is not recognised: one line, exit 2, nothing written', async () => {
  const { run, file } = await probeAgainst((response) => response.writeHead(404).end());
  expect(run.code).toBe(2);
  const notRecognised = /^probe: SANDBOX_BASE_URL http:\/\/127\.0\.0\.1:\d+ was not recognised: /;
  expect(run.stderr).toMatch(
    new RegExp(notRecognised.source + /no row could be determined; nothing written\n$/.source),
  );
  expect(existsSync(file)).toBe(false);
});

/** Issue 44, item 4: a target that refuses every probe, or answers a web page, yields no row "determined". */
for (const [what, answer, line] of [
  [
    'answers 401 to everything: one line naming the credentials to check',
    (response: ServerResponse) =>
      response.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"unauthorized"}'),
    new RegExp(
      /^probe: the target refused every probe \(401 to each request\): check SANDBOX_API_CREDENTIAL, /.source +
        /.*SANDBOX_HMAC_KEY.* for SANDBOX_BASE_URL http:\/\/127\.0\.0\.1:\d+; nothing written\n$/.source,
    ),
  ],
  [
    'answers an HTML page to everything: no row determined, one line, exit 2',
    (response: ServerResponse) =>
      response.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Welcome</body></html>'),
    new RegExp(
      /^probe: SANDBOX_BASE_URL http:\/\/127\.0\.0\.1:\d+ was not recognised: no row could be determined /.source +
        /\(\d+ answered a page that is not JSON\); nothing written\n$/.source,
    ),
  ],
] as const) {
  test(`a target that ${what}, nothing written`, async () => {
    const { run, file } = await probeAgainst(answer);
    expect(run.stderr).toMatch(line);
    // Every row printed says "undetermined" and why: none reads as determined.
    for (const row of run.stdout.trim().split('\n').filter(Boolean))
      expect(row).toMatch(/^probe: ASSUME-[A-Z-]+: undetermined \(.+\)$/);
    expect(run.code).toBe(2);
    expect(existsSync(file)).toBe(false);
  });
}

test("against the faithful mock it writes a valid profile of the mock's readings, with evidence", async () => {
  const running = await startMock({ ports: { sandbox: 0, production: 0, control: 0 } });
  const file = out();
  try {
    const run = await probe({ SANDBOX_BASE_URL: running.urls.sandbox, CONTROL_URL: running.urls.control }, [
      '--out',
      file,
    ]);
    expect(run.code, run.stderr).toBe(0);
    const profile = loadProfile(file);
    expect(profile.values).toMatchObject({
      LEGACY_AUTH: 'static',
      NATIVE_PRICE_FIELD: 'price',
      NATIVE_QUOTEID_ELSEWHERE: 'refused',
      WEBHOOK_SECRET_SOURCE: 'webhook-secret',
      HOSTED_CUSTOMER_ID_CHARACTERS: 'any',
      HOSTED_ERROR_CODE_PLACE: 'error-object',
      NATIVE_ERROR_CODE_PLACE: 'error-object',
    });
    expect(
      Object.values(profile.evidence ?? {}).every(
        (evidence) => evidence !== 'undetermined' && evidence.requestIds !== undefined,
      ),
    ).toBe(true);
  } finally {
    await running.close();
  }
});
