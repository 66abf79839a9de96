import { ConfigError } from './config-error';

export type PlanName = 'gate' | 'nightly' | 'certification';

/**
 * A run plan (issue 13, item 1): what a run is for, and the settings that serve it. A plan sets defaults only: a
 * variable the shell or `.env` sets wins, and no plan leaves every setting at its own default.
 */
export interface Plan {
  name: PlanName;
  purpose: string;
  /** Variables the plan sets unless they are set. */
  defaults: Readonly<Record<string, string>>;
  /** The whole run's time limit (Playwright's globalTimeout): past it the run ends as timed out, exit 1. */
  budgetMinutes: number;
}

export const PLANS: readonly Plan[] = [
  {
    name: 'gate',
    budgetMinutes: 15,
    purpose:
      'a CI gate: fast and never waiting in real time (time-dependent scenarios need the control clock, else ' +
      'they are skipped); one retry of a failed request, 2 s at most; 5 generated cases per check, 2 on the ' +
      'rate-limited price endpoint (within its budget, no wait); 3 short sequences of state per model, 5 ' +
      'commands at most',
    defaults: {
      CONFORMANCE_REAL_TIME: '0',
      CONFORMANCE_BACKOFF_RETRIES: '1',
      CONFORMANCE_BACKOFF_MAX_MS: '2000',
      CONFORMANCE_CASES: '5',
      CONFORMANCE_RATE_LIMITED_CASES: '2',
      CONFORMANCE_SEQUENCES: '3',
      CONFORMANCE_SEQUENCE_COMMANDS: '5',
    },
  },
  {
    name: 'nightly',
    budgetMinutes: 60,
    purpose:
      'every night against a sandbox: everything the target supports, waiting in real time where it has no ' +
      'control clock; three retries with backoff, so that other traffic rarely makes a check inconclusive; 25 ' +
      'generated cases per check, 10 on the rate-limited price endpoint (its budget spreads them over the ' +
      'minutes the quote lock waits anyway); 15 sequences of state per model, 10 commands at most',
    defaults: {
      CONFORMANCE_REAL_TIME: '1',
      CONFORMANCE_BACKOFF_RETRIES: '3',
      CONFORMANCE_CASES: '25',
      CONFORMANCE_RATE_LIMITED_CASES: '10',
      CONFORMANCE_SEQUENCES: '15',
      CONFORMANCE_SEQUENCE_COMMANDS: '10',
    },
  },
  {
    name: 'certification',
    budgetMinutes: 120,
    purpose:
      'the certification checklist: everything once, waiting in real time where needed, three retries; ' +
      'nothing created in production (CONFORMANCE_ALLOW_WRITES off); 100 generated cases per check, 20 on the ' +
      'rate-limited price endpoint; 25 sequences of state per model, 12 commands at most (read commands alone ' +
      'where nothing may be created)',
    defaults: {
      CONFORMANCE_REAL_TIME: '1',
      CONFORMANCE_BACKOFF_RETRIES: '3',
      CONFORMANCE_ALLOW_WRITES: '0',
      CONFORMANCE_CASES: '100',
      CONFORMANCE_RATE_LIMITED_CASES: '20',
      CONFORMANCE_SEQUENCES: '25',
      CONFORMANCE_SEQUENCE_COMMANDS: '12',
    },
  },
];

/** The plan CONFORMANCE_PLAN names, none when it is empty; another name is a configuration error. */
export function planOf(env: Record<string, string | undefined>): Plan | undefined {
  const name = env.CONFORMANCE_PLAN;
  if (!name) return undefined;
  const plan = PLANS.find((entry) => entry.name === name);
  if (!plan)
    throw new ConfigError(`CONFORMANCE_PLAN must be one of ${PLANS.map((entry) => entry.name).join(', ')}: '${name}'`);
  return plan;
}

/** The environment with the plan's defaults under it: a variable set (non-empty) wins. */
export function withPlan<E extends Record<string, string | undefined>>(env: E, plan: Plan | undefined): E {
  if (!plan) return env;
  const unset = Object.fromEntries(Object.entries(plan.defaults).filter(([name]) => !env[name]));
  return { ...env, ...unset };
}
