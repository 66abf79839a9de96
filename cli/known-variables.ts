import { MOCK_PORTS_VARIABLE } from '../kit/config/mock-ports';
import { CLOCK_SCOPES_VARIABLE } from '../kit/control/clock-scopes';
import { PROXY_VARIABLES } from '../kit/proxy/proxy-target';
import { BUDGET_URL_VARIABLE } from '../kit/run/budget-server';
import { RUN_PART_VARIABLE } from '../kit/run/run-part';
import { CAPABILITIES_VARIABLE, SETUP_FINDINGS_VARIABLE } from '../kit/run/setup-handover';
import { TARGET_COPIES_VARIABLE } from '../kit/run/target-copies';
import { PROXY_URL_VARIABLE } from '../partner/proxy/proxy-command';
import { documentedVariables } from './variables';

/**
 * What the suite sets for processes of its own (the runner for its workers, `proxy` for the partner's command, the
 * proxy matrix for its stand-in backend, tests/partner-backend.ts): no user sets them, so .env.example leaves them out.
 */
const HANDED_ON = [
  BUDGET_URL_VARIABLE,
  CAPABILITIES_VARIABLE,
  CLOCK_SCOPES_VARIABLE,
  MOCK_PORTS_VARIABLE,
  RUN_PART_VARIABLE,
  SETUP_FINDINGS_VARIABLE,
  TARGET_COPIES_VARIABLE,
  ...Object.values(PROXY_VARIABLES),
  PROXY_URL_VARIABLE,
  'PARTNER_CLIENT_FAULT',
  'PARTNER_CLIENT_LEGACY',
];

/**
 * Per prefix of the suite's names, which unknown names are taken for a mistake. `any`: the prefix is the suite's own
 * (CONFORMANCE_) or a surface of the document no other tool names a variable after, so any unknown name is a typo
 * or a variable the suite does not have. `near`: the word is common (another tool's PRODUCTION_DATABASE_URL, the
 * partner's own WEBHOOK_SECRET or HMAC_SECRET on its CI machine), so only a near miss of one of ours is taken for
 * ours: a run must not stop on a variable that was never meant for it.
 */
const PREFIXES: Readonly<Record<string, 'any' | 'near'>> = {
  CONFORMANCE_: 'any',
  LEGACY_: 'any',
  NATIVE_: 'any',
  HOSTED_: 'any',
  SANDBOX_: 'near',
  PRODUCTION_: 'near',
  PARTNER_: 'near',
  WEBHOOK_: 'near',
  HMAC_: 'near',
};

/** Edits (a letter added, left out, changed, or two swapped) that make one name the other. */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  return d[a.length][b.length];
}

/** A near miss: two edits at most (a name that differs in underscores alone counts half an edit). */
const NEAR = 2;

/** Every name the suite reads: .env.example's, and those it hands on to processes of its own. */
export function knownVariables(): ReadonlySet<string> {
  return new Set([...documentedVariables().map((variable) => variable.name), ...HANDED_ON]);
}

/**
 * The one line about the first variable, in the environment or in `.env`, that carries a prefix of the suite's and is
 * none of its names (a typo, a lower-case name, a name it never had), with the nearest known name; undefined when all
 * are known. A variable set empty changes nothing, and is left alone.
 */
export function unknownVariableLine(
  env: Readonly<Record<string, string | undefined>>,
  dotenv: Readonly<Record<string, string>>,
  known: ReadonlySet<string> = knownVariables(),
): string | undefined {
  const unknown: string[] = [];
  const where = new Map<string, string>();
  for (const [source, names] of [
    ['.env', Object.keys(dotenv).filter((name) => dotenv[name] !== '')],
    ['', Object.keys(env).filter((name) => env[name])],
  ] as const)
    for (const name of names) {
      if (known.has(name) || where.has(name)) continue;
      const upper = name.toUpperCase();
      const prefix = Object.keys(PREFIXES).find((start) => upper.startsWith(start));
      if (!prefix) continue;
      if (PREFIXES[prefix] === 'near' && nearestKnown(upper, known).edits > NEAR) continue;
      unknown.push(name);
      where.set(name, source);
    }
  if (!unknown.length) return undefined;
  const [name] = unknown;
  const nearest = nearestKnown(name.toUpperCase(), known);
  const from = where.get(name) ? ` (from ${where.get(name)})` : '';
  const why =
    name.toUpperCase() === nearest.name
      ? `names are upper-case: ${nearest.name}`
      : nearest.edits <= NEAR
        ? `did you mean ${nearest.name}? docs/variables.md lists every variable`
        : `the nearest name is ${nearest.name}; docs/variables.md lists every variable`;
  const more = unknown.length > 1 ? `; ${unknown.length - 1} more: ${unknown.slice(1).join(', ')}` : '';
  return `${name}${from} is no variable of the suite: ${why}${more}`;
}

function squeezed(name: string): string {
  return name.replaceAll('_', '');
}

function nearestKnown(name: string, known: ReadonlySet<string>): { name: string; edits: number } {
  let best = { name: '', edits: Number.POSITIVE_INFINITY };
  for (const candidate of known) {
    const edits = squeezed(name) === squeezed(candidate) ? 0.5 : distance(name, candidate);
    if (edits < best.edits) best = { name: candidate, edits };
  }
  return best;
}
