import { spawn } from 'node:child_process';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { faults } from '../../mock/faults';
import { defaultCredentials, startMock } from '../../mock/service';
import { built } from './cli-build';

const root = path.resolve(__dirname, '../..');

/** Runs the CLI until `until` matches its output, or until it exits. */
function runCli(args: string[], until?: RegExp) {
  const child = spawn(process.execPath, [built('mock/main.ts'), ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => {
      if (until?.test(stdout)) resolve();
    });
    void exited.then(() => (until?.test(stdout) ? resolve() : reject(new Error(`exited: ${stderr}`))));
  });
  ready.catch(() => undefined); // awaited only by the callers that wait for output
  return { child, ready, exited, output: () => ({ stdout, stderr }) };
}

// Below the ephemeral range (32768 and up) and the suite's own ports (24310, 24400 and up): a matrix spans 3 ports a
// fault.
const freeBase = () => 10_000 + Math.floor(Math.random() * 10_000);

/**
 * Runs the CLI from a random base until `until` matches; another base where one of its ports was taken (another
 * process of a busy runner: the test's choice of ports, never the mock's verdict), five bases at most.
 */
async function runCliFromFreeBase(args: (base: number) => string[], until: RegExp) {
  for (let tries = 1; ; tries++) {
    const base = freeBase();
    const cli = runCli(args(base), until);
    try {
      await cli.ready;
      return { cli, base };
    } catch (error) {
      if (tries === 5 || !/is in use/.test(cli.output().stderr)) throw error;
    }
  }
}

test.describe('mock listeners', () => {
  test('startMock listens on any free ports and checkout URLs use the real address', async () => {
    const running = await startMock({ ports: { sandbox: 0, production: 0, control: 0 } });
    try {
      for (const url of Object.values(running.urls)) expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const capabilities = await fetch(`${running.urls.control}/capabilities`);
      expect(await capabilities.json()).toMatchObject({ clock: true });
      const created = await fetch(`${running.urls.production}/api/orders`, {
        method: 'POST',
        headers: { authorization: `Bearer ${defaultCredentials.production}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          account_reference: 'cust-0004',
          source: 'USD',
          target: 'ETH',
          return_url_on_success: 'https://p.example',
          wallet_address: '0x52908400098527886E0F7030069857D2E4169EE7',
        }),
      });
      const url: string = (await created.json()).data.order.checkout_url;
      expect(url.startsWith(`${running.urls.production}/checkout/`)).toBe(true);
      expect((await fetch(url)).status).toBe(200);
    } finally {
      await running.close();
    }
  });

  test('the CLI refuses an unknown fault with exit code 2 and names the valid ones', async () => {
    const cli = runCli(['--fault', 'no-such-fault']);
    expect(await cli.exited).toBe(2);
    const { stdout, stderr } = cli.output();
    expect(stdout).toBe('');
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toContain('no-data-wrapper');
    expect(stderr).not.toContain('    at ');
  });

  test('the CLI starts three listeners with a fault and stops on SIGTERM', async () => {
    const { cli, base } = await runCliFromFreeBase(
      (free) => ['--port-base', String(free), '--fault', 'states-renamed'],
      /mock control/,
    );
    expect(cli.output().stdout).toBe(
      `mock sandbox http://127.0.0.1:${base}\nmock production http://127.0.0.1:${base + 1}\n` +
        `mock control http://127.0.0.1:${base + 2}\n`,
    );
    const states = await fetch(`http://127.0.0.1:${base}/api/countries/us/states`, {
      headers: { authorization: `Bearer ${defaultCredentials.sandbox}` },
    });
    expect(Object.keys((await states.json()).data)).toEqual(['us_states']);
    cli.child.kill('SIGTERM');
    expect(await cli.exited).toBe(0);
  });

  test('the CLI --matrix starts one instance per fault, in table order', async () => {
    // Over 200 instances, each seeding its history: a loaded runner's room.
    test.setTimeout(180_000);
    const { cli, base } = await runCliFromFreeBase((free) => ['--matrix', '--port-base', String(free)], /matrix:/);
    expect(cli.output().stdout).toBe(`matrix: ${faults.length} instances from port ${base}\n`);
    const index = faults.findIndex((fault) => fault.name === 'states-renamed');
    const faulty = await fetch(`http://127.0.0.1:${base + 3 * index}/api/countries/us/states`, {
      headers: { authorization: `Bearer ${defaultCredentials.sandbox}` },
    });
    expect(Object.keys((await faulty.json()).data)).toEqual(['us_states']);
    const last = faults.length - 1;
    const control = await fetch(`http://127.0.0.1:${base + 3 * last + 2}/capabilities`);
    expect(control.status).toBe(200);
    cli.child.kill('SIGTERM');
    expect(await cli.exited).toBe(0);
  });
});
