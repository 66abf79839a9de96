import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * What `run` does with each option of `playwright test` given after `--` (Playwright 1.65's list; a unit test holds
 * it to the installed Playwright's). Playwright takes some values it cannot use without a word (`--retries=x` runs
 * with none) and answers others with a stack trace (`--workers=abc`): each value is checked here first, so a wrong
 * one is one line and exit 2.
 */
type Value =
  | 'none' // a flag
  | 'count' // a whole number, 0 or more
  | 'positive' // a whole number, 1 or more
  | 'workers' // a whole number from 1, or a percentage of the cores
  | 'regex'
  | 'reporter'
  | 'text'
  | readonly string[]; // one of these

interface PlaywrightOption {
  names: readonly string[];
  value: Value;
  /** A value may be left out (`--debug`, `-u`, `--shuffle`, `--only-changed`). */
  optionalValue?: boolean;
  /**
   * pass: to Playwright as given; reporter: added beside the suite's own (`--add-reporter`); grep, grep-invert:
   * the suite's own selection, which reaches every project; list: the suite's own listing; refused: why.
   */
  handling: 'pass' | 'reporter' | 'grep' | 'grep-invert' | 'list' | { refused: string };
}

/** UI mode (`--ui`, `--ui-host`, `--ui-port`) ended in a stack trace: no Playwright browser is installed. */
const UI_MODE = {
  refused:
    "opens Playwright's UI mode, which needs Playwright's downloaded browser and writes none of the suite's reports; " +
    'to choose tests: run --list, then --rule or -g',
} as const;

export const PLAYWRIGHT_OPTIONS: readonly PlaywrightOption[] = [
  { names: ['--add-reporter'], value: 'reporter', handling: 'reporter' },
  {
    names: ['--browser'],
    value: ['all', 'chromium', 'firefox', 'webkit'],
    handling: {
      refused:
        "is refused by Playwright with the suite's projects; the checkout pages open in its own Chromium " +
        '(CONFORMANCE_CHROMIUM_PATH)',
    },
  },
  {
    names: ['-c', '--config'],
    value: 'text',
    handling: { refused: "would replace the suite's config (its reporters, projects and target)" },
  },
  { names: ['--debug'], value: ['inspector', 'cli'], optionalValue: true, handling: 'pass' },
  { names: ['--fail-on-flaky-tests'], value: 'none', handling: 'pass' },
  { names: ['--forbid-only'], value: 'none', handling: 'pass' },
  { names: ['--fully-parallel'], value: 'none', handling: 'pass' },
  { names: ['--global-timeout'], value: 'count', handling: 'pass' },
  { names: ['-g', '--grep'], value: 'regex', handling: 'grep' },
  { names: ['-G', '--grep-invert'], value: 'regex', handling: 'grep-invert' },
  { names: ['--headed'], value: 'none', handling: 'pass' },
  { names: ['--ignore-snapshots'], value: 'none', handling: 'pass' },
  { names: ['--last-failed'], value: 'none', handling: 'pass' },
  { names: ['--last-failed-file'], value: 'text', handling: 'pass' },
  { names: ['--list'], value: 'none', handling: 'list' },
  { names: ['--max-failures'], value: 'count', handling: 'pass' },
  { names: ['--no-deps'], value: 'none', handling: 'pass' },
  { names: ['--output'], value: 'text', handling: 'pass' },
  { names: ['--only-changed'], value: 'text', optionalValue: true, handling: 'pass' },
  { names: ['--pass-with-no-tests'], value: 'none', handling: 'pass' },
  { names: ['--project'], value: 'text', handling: 'pass' },
  { names: ['--quiet'], value: 'none', handling: 'pass' },
  { names: ['--repeat-each'], value: 'positive', handling: 'pass' },
  { names: ['--reporter'], value: 'reporter', handling: 'reporter' },
  { names: ['--retries'], value: 'count', handling: 'pass' },
  { names: ['--run-agents'], value: ['missing', 'all', 'none'], optionalValue: true, handling: 'pass' },
  {
    names: ['--shard'],
    value: 'text',
    handling: { refused: 'is an option of run: `run --shard I/N --seed N` (it checks the seed and the part)' },
  },
  { names: ['--test-list'], value: 'text', handling: 'pass' },
  { names: ['--test-list-invert'], value: 'text', handling: 'pass' },
  { names: ['--shuffle'], value: 'count', optionalValue: true, handling: 'pass' },
  { names: ['--timeout'], value: 'count', handling: 'pass' },
  {
    names: ['--trace'],
    value: [
      'on',
      'off',
      'on-first-retry',
      'on-all-retries',
      'retain-on-failure',
      'retain-on-first-failure',
      'retain-on-failure-and-retries',
    ],
    handling: 'pass',
  },
  { names: ['--tsconfig'], value: 'text', handling: 'pass' },
  { names: ['--ui'], value: 'none', handling: UI_MODE },
  { names: ['--ui-host'], value: 'text', handling: UI_MODE },
  { names: ['--ui-port'], value: 'count', handling: UI_MODE },
  {
    names: ['-u', '--update-snapshots'],
    value: ['all', 'changed', 'missing', 'none', 'default'],
    optionalValue: true,
    handling: 'pass',
  },
  { names: ['--update-source-method'], value: ['overwrite', '3way', 'patch'], handling: 'pass' },
  { names: ['-j', '--workers'], value: 'workers', handling: 'pass' },
  { names: ['-x'], value: 'none', handling: 'pass' },
];

/** Playwright's own reporters (a reporter may also be a module's path). */
const BUILT_IN_REPORTERS = [
  'list',
  'line',
  'dot',
  'failures',
  'json',
  'junit',
  'null',
  'github',
  'html',
  'blob',
  'perfetto',
  'coverage',
];

/**
 * What the options after `--` come to: Playwright's arguments, the suite's variables, or the one line refusing them.
 */
export interface PassedOn {
  args: string[];
  /** CONFORMANCE_GREP, CONFORMANCE_GREP_INVERT from -g and -G. */
  env: Record<string, string>;
  list: boolean;
  problem?: string;
}

/** Why `value` is no value of `kind`, or undefined. */
function valueProblem(kind: Value, value: string): string | undefined {
  if (Array.isArray(kind)) return kind.includes(value) ? undefined : `one of ${kind.join(', ')}`;
  switch (kind) {
    case 'count':
      return /^\d+$/.test(value) ? undefined : 'a whole number, 0 or more';
    case 'positive':
      return /^[1-9]\d*$/.test(value) ? undefined : 'a whole number, 1 or more';
    case 'workers':
      return /^[1-9]\d*%?$/.test(value)
        ? undefined
        : 'a whole number of workers from 1, or a percentage of the cores (as 50%)';
    case 'regex':
      try {
        new RegExp(value);
        return value ? undefined : 'a regular expression, not empty';
      } catch {
        return 'a regular expression';
      }
    case 'reporter': {
      const unknown = value
        .split(',')
        .filter((name) => !BUILT_IN_REPORTERS.includes(name) && !existsSync(resolve(name)));
      return unknown.length
        ? `${BUILT_IN_REPORTERS.join(', ')} or a reporter module's path (no ` +
            `${unknown.map((name) => `'${name}'`).join(', ')})`
        : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * Reads the arguments after `--` as Playwright would, option by option: Playwright's own go on (a reporter as one
 * added beside the suite's), -g and -G become the suite's selection, `--list` its listing; an option Playwright does
 * not know, or a value it cannot use, is the problem.
 */
export function passedOn(rest: readonly string[]): PassedOn {
  const passed: PassedOn = { args: [], env: {}, list: false };
  const refuse = (problem: string): PassedOn => ({ ...passed, problem: `${problem}; see run --help` });
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    if (!arg.startsWith('-')) {
      passed.args.push(arg); // a test file or a place in it, as Playwright takes them
      continue;
    }
    const [name, inline] =
      arg.startsWith('--') && arg.includes('=')
        ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
        : [arg, undefined];
    const option = PLAYWRIGHT_OPTIONS.find((entry) => entry.names.includes(name));
    if (!option) return refuse(`playwright test has no option ${name} (after --, Playwright's own options)`);
    if (typeof option.handling === 'object') return refuse(`${name} after -- ${option.handling.refused}`);
    let value: string | undefined = inline;
    if (option.value !== 'none' && value === undefined) {
      const next = rest[i + 1];
      if (next !== undefined && !(option.optionalValue && next.startsWith('-'))) value = rest[++i];
      else if (!option.optionalValue) return refuse(`${name} after -- needs a value`);
    }
    if (option.value === 'none' && value !== undefined) return refuse(`${name} after -- takes no value: '${value}'`);
    const wrong = value === undefined ? undefined : valueProblem(option.value, value);
    if (wrong) return refuse(`${name} after -- takes ${wrong}: '${value}'`);
    if (option.handling === 'grep' || option.handling === 'grep-invert') {
      const variable = option.handling === 'grep' ? 'CONFORMANCE_GREP' : 'CONFORMANCE_GREP_INVERT';
      if (passed.env[variable] !== undefined) return refuse(`${name} given twice`);
      passed.env[variable] = value!;
    } else if (option.handling === 'list') passed.list = true;
    else if (option.handling === 'reporter') passed.args.push(`--add-reporter=${value}`);
    else passed.args.push(name, ...(value === undefined ? [] : [value]));
  }
  return passed;
}
