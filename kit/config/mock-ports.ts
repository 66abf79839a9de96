import { execFileSync } from 'node:child_process';
import { ConfigError } from './config-error';

/** The embedded mock's first port as the runner chose it, handed to its workers (playwright.config.ts). */
export const MOCK_PORTS_VARIABLE = 'CONFORMANCE_MOCK_PORT_BASE';

/**
 * Where free ports are looked for: above the fixed ports of the suite's matrices (24310–25999), below the ephemeral
 * range.
 */
const FREE_FROM = 26000;
const FREE_TO = 32768;

/**
 * The embedded mock's first port for a run: MOCK_PORT_BASE when set (a port of its three that cannot be listened on
 * is a configuration error naming it), else three consecutive ports the system lets us listen on now, so two runs at
 * once, or another program, never meet on fixed ports. Chosen below the ephemeral range (32768 and up), where an
 * outgoing connection cannot take one between the choice and the mock's listen.
 *
 * Synchronous (a short child process), because Playwright loads its config synchronously.
 */
export function embeddedMockPortBase(asked: string | undefined, host = '127.0.0.1'): number {
  if (asked) {
    const taken = listen(`const taken = await firstTaken(${Number(asked)}); process.stdout.write(taken ?? '');`, host);
    if (taken) {
      const [port, code] = taken.split(':');
      const why =
        code === 'EACCES' ? 'only root may listen below 1024' : "it is in use: another run's mock, or another program";
      throw new ConfigError(
        `MOCK_PORT_BASE=${asked}: the embedded mock cannot listen on port ${port} (${why}); give a free first ` +
          `port (it takes N, N+1 and N+2), or leave MOCK_PORT_BASE empty so the run takes free ports`,
      );
    }
    return Number(asked);
  }
  const base = listen(
    `
    for (let tries = 0; tries < 200; tries++) {
      const base = ${FREE_FROM} + Math.floor(Math.random() * ${FREE_TO - FREE_FROM - 3});
      if ((await firstTaken(base)) === undefined) return process.stdout.write(String(base));
    }`,
    host,
  );
  if (!base)
    throw new ConfigError(
      `the embedded mock found no three free consecutive ports from ${FREE_FROM} to ${FREE_TO - 1}: set ` +
        `MOCK_PORT_BASE to a free first port`,
    );
  return Number(base);
}

/**
 * Runs `body` in a child process that can try ports (`firstTaken(base)`: "port:code" of the first of three that fails);
 * its output.
 */
function listen(body: string, host: string): string {
  const script = `
    const { createServer } = require('node:net');
    const tried = (port) => new Promise((resolve) => {
      const server = createServer();
      server.once('error', (error) => resolve(error.code || 'error'));
      const close = () => server.close(() => resolve(undefined));
      server.listen({ port, host: ${JSON.stringify(host)}, exclusive: true }, close);
    });
    async function firstTaken(base) {
      for (const port of [base, base + 1, base + 2]) {
        const code = await tried(port);
        if (code) return port + ':' + code;
      }
      return undefined;
    }
    (async () => { ${body} })();`;
  return execFileSync(process.execPath, ['-e', script], {
    encoding: 'utf8',
    timeout: 10_000,
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
}
