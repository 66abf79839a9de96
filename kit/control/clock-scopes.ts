import { execFileSync } from 'node:child_process';

/**
 * A clock scope (the control API's capability `clockScopes`, docs/mock.md): every request, to the service or to the
 * control API, that carries this header lives in that scope. There the clock is the target's plus the scope's own
 * advances, and the rate-limit windows are the scope's own; `POST /clock/advance` with it moves that scope alone.
 * A test that moves time in a scope of its own disturbs no other test, so it runs beside the rest.
 */
export const CLOCK_SCOPE_HEADER = 'x-conformance-clock-scope';

/**
 * Set by the config for its workers: the control URL and 1 when the clock and rate-limit scenarios were placed beside
 * the rest.
 */
export const CLOCK_SCOPES_VARIABLE = 'CONFORMANCE_CLOCK_SCOPES';

/**
 * Whether the target offers clock scopes, known when the config places its projects (before global setup asks for
 * the capabilities): a target the run starts itself states its capabilities beforehand, any other control API is
 * asked once. No answer, no control API: no scopes, and the serial project as before. Global setup's answer still
 * decides in each test (a scenario placed beside the rest where scopes then lack is skipped, never run unscoped).
 * Remembered in the environment, which the workers inherit.
 */
export function clockScopesOffered(
  controlUrl: string | undefined,
  started?: { controlUrl: string; capabilities: { clockScopes?: boolean } },
): boolean {
  const known = process.env[CLOCK_SCOPES_VARIABLE];
  if (known?.startsWith(`${controlUrl} `)) return known.endsWith(' 1');
  let offered = false;
  if (controlUrl && started && controlUrl === started.controlUrl) offered = started.capabilities.clockScopes === true;
  else if (controlUrl) offered = askClockScopes(controlUrl);
  process.env[CLOCK_SCOPES_VARIABLE] = `${controlUrl} ${offered ? 1 : 0}`;
  return offered;
}

/** GET {CONTROL_URL}/capabilities from a child process: the config is read synchronously. */
function askClockScopes(controlUrl: string): boolean {
  const script = `fetch(process.argv[1] + '/capabilities', { signal: AbortSignal.timeout(5000) }).then((r) => r.json())
    .then((b) => process.stdout.write(String(b.clockScopes === true)), () => process.stdout.write('false'))`;
  try {
    return (
      execFileSync(process.execPath, ['-e', script, controlUrl], {
        encoding: 'utf8',
        timeout: 10_000,
        stdio: ['ignore', 'pipe', 'ignore'],
        // Plain Node: the loaders a test runner puts in NODE_OPTIONS have no business in this child.
        env: { ...process.env, NODE_OPTIONS: '' },
      }).trim() === 'true'
    );
  } catch {
    return false;
  }
}
