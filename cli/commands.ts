import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { config as loadDotenv } from 'dotenv';
import { CREDENTIAL_VARIABLES } from '../kit/config/credentials';
import { dotenvFileProblem } from '../kit/config/dotenv-file';
import { rowByKey } from '../rules/assumptions';
import { passedOn } from './playwright-options';
import { runOptionProblem } from './run-checks';
import { playwright, suiteConfig } from './run-suite';

export interface Option {
  name: string;
  /** A one-letter name as Playwright's (`-g`). */
  short?: string;
  /** The value's placeholder; none: a flag. */
  value?: string;
  multiple?: boolean;
  text: string;
}

export interface Command {
  name: string;
  usage: string;
  summary: string;
  options: Option[];
  /** The variables it reads, by name or pattern; `--help` prints each as `.env.example` describes it. */
  variables: (string | RegExp)[];
  /** What the options after `--` do, when it takes them. */
  passThrough?: string;
  /** The variables `--help` prints when they are too many for a screen; docs/variables.md has every one. */
  helpVariables?: string[];
  /**
   * `parsed`: the options are parsed here, from `options`, and anything after `--` is passed on;
   * `own`: the command parses its arguments itself, and `options` only describe them.
   */
  parsing: 'parsed' | 'own';
  run(argv: string[], values: Values, rest: string[]): Promise<number>;
}

export type Values = Record<string, string | boolean | string[] | undefined>;

const CREDENTIALS = new RegExp(`^(SANDBOX|PRODUCTION)_(${Object.values(CREDENTIAL_VARIABLES).join('|')})$`);
const TARGET = [
  'CONFORMANCE_ENV',
  /_BASE_URL$/,
  CREDENTIALS,
  'CONTROL_URL',
  'CONFORMANCE_PROFILE',
  'CONFORMANCE_TIMEOUT_MS',
  'CONFORMANCE_MAX_BODY_MB',
];
/** Read by `npm test` only, never by a command: `--help` leaves them out. */
export const SELF_TEST_VARIABLES = ['MATRIX_PORT_BASE', 'MUTANT_PORT_BASE', 'CONFORMANCE_REQUIRE_BROWSER'];

/** The variables that string options set (`--seed` is CONFORMANCE_SEED), for the options given. */
function variablesOf(values: Values, variables: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(variables).flatMap(([option, name]) =>
      typeof values[option] === 'string' ? [[name, values[option]]] : [],
    ),
  );
}

async function runSuite(_argv: string[], values: Values, rest: string[]): Promise<number> {
  const env = variablesOf(values, {
    env: 'CONFORMANCE_ENV',
    plan: 'CONFORMANCE_PLAN',
    profile: 'CONFORMANCE_PROFILE',
    'report-dir': 'REPORT_DIR',
    seed: 'CONFORMANCE_SEED',
    waivers: 'CONFORMANCE_WAIVERS',
    grep: 'CONFORMANCE_GREP',
    'grep-invert': 'CONFORMANCE_GREP_INVERT',
    cases: 'CONFORMANCE_CASES',
  });
  // Playwright's options after `--` add to the suite's: a reporter beside its own, -g and -G in every project.
  const passed = passedOn(rest);
  const twice = Object.keys(passed.env).find((name) => env[name] !== undefined);
  const problem =
    passed.problem ??
    (twice && `${twice === 'CONFORMANCE_GREP' ? '--grep' : '--grep-invert'} given before and after --; see run --help`);
  if (problem) {
    console.error(`run: ${problem}`);
    return 2;
  }
  Object.assign(env, passed.env);
  const args = ['test', '-c', suiteConfig('playwright')];
  // Listing runs nothing: no mock, no request, no report (playwright.config.ts).
  if (values.list || passed.list) args.push('--list');
  // The config checks them: an unknown rule id or a bad pattern is a configuration error there. An empty id would
  // select nothing and so run everything.
  if ((values.rule as string[] | undefined)?.some((id) => !id.trim())) {
    console.error("run: --rule needs a rule id (as LEG-ORDERS-422), not ''; see run --help");
    return 2;
  }
  if (values.rule) env.CONFORMANCE_RULES = (values.rule as string[]).join(',');
  if (typeof values.shard === 'string') {
    const problem = shardProblem(values.shard);
    if (problem) {
      console.error(`run: ${problem}; see run --help`);
      return 2;
    }
    args.push(`--shard=${values.shard}`);
  }
  // The serial part is a part of its own: with --shard it would run the serial scenarios of one shard, and read whole.
  if (values.serial && values.shard !== undefined) {
    console.error(
      'run: --shard and --serial are two parts of a sharded run: run each shard with --shard I/N, then the ' +
        'serial part once with --serial; see run --help',
    );
    return 2;
  }
  if (values.serial) args.push('--project=serial');
  // A part may hold no test of the selection (`--rule` of one surface: the serial part, or a shard, has none): that
  // is no failure of the run, whose merge judges whether anything was checked. Playwright's "No tests found" was a
  // run error in the part's blob, and failed the merge.
  if (values.serial || values.shard !== undefined) args.push('--pass-with-no-tests');
  const settings = { ...dotenvValues(), ...process.env, ...env };
  // Options Playwright takes but the run would fail on late (a hang, a stack trace, exit 4): told before it starts.
  const late = runOptionProblem(passed.args, settings);
  if (late) {
    console.error(`run: ${late}; see run --help`);
    return 2;
  }
  // A certification covers every environment, one after the other, unless --env (or a shard) narrows it.
  if (
    settings.CONFORMANCE_PLAN === 'certification' &&
    !values.env &&
    !values.shard &&
    !values.serial &&
    !args.includes('--list')
  ) {
    const { runCertification } = await import('./certification-run.js');
    return runCertification(settings, {
      conformance: (name, reportDir) =>
        playwright([...args, ...passed.args], { ...env, CONFORMANCE_ENV: name, REPORT_DIR: reportDir }),
      receiver: (name, reportDir) => certifyReceiver([], { env: name, 'report-dir': reportDir }, []),
      page: (name, reportDir) => certifyPage([], { env: name, 'report-dir': reportDir }, []),
      package: async (reportDir, keyFile) =>
        (await import('../certification/cli.js')).certify(['--key', keyFile, '--report-dir', reportDir]),
      say: (line) => console.log(line),
    });
  }
  return playwright([...args, ...passed.args], env);
}

/** Why `--shard` is no part of a sharded run, or undefined: Playwright would answer with a stack trace. */
export function shardProblem(value: string): string | undefined {
  const part = value.match(/^(\d+)\/(\d+)$/);
  if (!part) return `--shard takes I/N, part I of N parts (as 1/3): '${value}'`;
  const [index, total] = [Number(part[1]), Number(part[2])];
  if (total < 1 || index < 1 || index > total)
    return `--shard ${value}: the part must be from 1 to ${Math.max(total, 1)}${total < 1 ? ', and N at least 1' : ''}`;
  return undefined;
}

/** The variables `.env` sets (the suite's config reads it too; the shell's win). */
function dotenvValues(): Record<string, string> {
  const parsed = loadDotenv({ quiet: true, processEnv: {} }).parsed;
  return parsed ?? {};
}

/** The variables `.env` sets and the shell does not: what a line may say came from `.env`. */
function dotenvOnly(): Record<string, string> {
  return Object.fromEntries(Object.entries(dotenvValues()).filter(([name]) => process.env[name] === undefined));
}

async function certifyReceiver(_argv: string[], values: Values, rest: string[]): Promise<number> {
  const env = variablesOf(values, {
    url: 'CONFORMANCE_RECEIVER_URL',
    'processed-url': 'CONFORMANCE_RECEIVER_PROCESSED_URL',
    'ack-ms': 'CONFORMANCE_RECEIVER_ACK_MS',
    env: 'CONFORMANCE_ENV',
    profile: 'CONFORMANCE_PROFILE',
    'report-dir': 'REPORT_DIR',
  });
  const settings = { ...dotenvValues(), ...process.env, ...env };
  const { unreachable } = await import('../kit/receiver/reachable.js');
  const problem = await unreachable(
    settings.CONFORMANCE_RECEIVER_URL,
    'start the receiver, or fix CONFORMANCE_RECEIVER_URL',
  );
  if (problem) {
    console.error(`receiver: ${problem}`);
    return 2;
  }
  return playwright(['test', '-c', suiteConfig('receiver'), ...rest], env);
}

async function certifyPage(_argv: string[], values: Values, rest: string[]): Promise<number> {
  const env = variablesOf(values, {
    url: 'CONFORMANCE_PAGE_URL',
    methods: 'CONFORMANCE_PAGE_METHODS',
    attribute: 'CONFORMANCE_PAGE_METHOD_ATTRIBUTE',
    env: 'CONFORMANCE_ENV',
    profile: 'CONFORMANCE_PROFILE',
    'report-dir': 'REPORT_DIR',
  });
  const settings = { ...dotenvValues(), ...process.env, ...env };
  const { unreachable } = await import('../kit/receiver/reachable.js');
  const problem = await unreachable(
    settings.CONFORMANCE_PAGE_URL,
    "serve the partner's page, or fix CONFORMANCE_PAGE_URL",
  );
  if (problem) {
    console.error(`page: ${problem}`);
    return 2;
  }
  // The methods come from the service: with none configured, from the embedded mock, started here.
  const { namesNoService, startEmbeddedService } = await import('./embedded-service.js');
  const service = namesNoService(settings) ? await startEmbeddedService() : undefined;
  try {
    return await playwright(['test', '-c', suiteConfig('page'), ...rest], { ...env, ...service?.variables });
  } finally {
    await service?.close();
  }
}

async function proxyTraffic(_argv: string[], values: Values, rest: string[]): Promise<number> {
  const env = variablesOf(values, {
    env: 'CONFORMANCE_ENV',
    profile: 'CONFORMANCE_PROFILE',
    'report-dir': 'REPORT_DIR',
  });
  const { runProxy } = await import('../partner/proxy/proxy-command.js');
  return runProxy({
    target: values.target as string | undefined,
    port: values.port as string | undefined,
    integration: values.integration as string | undefined,
    command: rest,
    settings: { ...dotenvValues(), ...process.env, ...env },
    lint: (variables) => playwright(['test', '-c', suiteConfig('proxy')], { ...env, ...variables }),
    embeddedService: async () => (await import('./embedded-service.js')).startEmbeddedService(),
  });
}

async function certifyFlow(_argv: string[], values: Values, rest: string[]): Promise<number> {
  const env = variablesOf(values, {
    env: 'CONFORMANCE_ENV',
    profile: 'CONFORMANCE_PROFILE',
    'report-dir': 'REPORT_DIR',
  });
  const { runFlow } = await import('../partner/flow/flow-command.js');
  return runFlow({
    app: values.app as string | undefined,
    script: values.script as string | undefined,
    plans: (values.plan as string[] | undefined) ?? [],
    target: values.target as string | undefined,
    port: values.port as string | undefined,
    integration: values.integration as string | undefined,
    command: rest,
    settings: { ...dotenvValues(), ...process.env, ...env },
    lint: (variables) => playwright(['test', '-c', suiteConfig('flow')], { ...env, ...variables }),
    embeddedService: async () => (await import('./embedded-service.js')).startEmbeddedService(),
  });
}

async function mergeReports(_argv: string[], values: Values): Promise<number> {
  const env = variablesOf(values, { 'report-dir': 'REPORT_DIR' });
  const reportDir = env.REPORT_DIR || process.env.REPORT_DIR || dotenvValues().REPORT_DIR || 'reports';
  const blobs = join(reportDir, 'blob');
  // Before Playwright reads a blob: a partial run, or parts of two runs, never reads whole (kit/run/part-record.ts).
  const { mergeProblem } = await import('../kit/run/part-record.js');
  const problem = mergeProblem(blobs);
  if (problem) {
    console.error(`merge: ${problem}; nothing merged`);
    return 2;
  }
  return playwright(['merge-reports', '--config', suiteConfig('merge'), `${reportDir}/blob`], env);
}

/** The commands, in the order `--help` lists them. Each loads its code when it runs, so `--help` stays quick. */
export const COMMANDS: Command[] = [
  {
    name: 'run',
    usage: 'run [options] [-- playwright options]',
    summary:
      'runs the conformance suite against the target the variables name (none: the embedded mock) and writes ' +
      'the reports',
    options: [
      { name: 'env', value: 'sandbox|production', text: 'the environment under test (CONFORMANCE_ENV)' },
      {
        name: 'plan',
        value: 'gate|nightly|certification',
        text:
          'what the run is for: retries, real-time waits and a time limit (CONFORMANCE_PLAN); ' +
          'certification runs sandbox, then production read-only, each in REPORT_DIR/<env>, then signs ' +
          "each with the reviewer's key (CERTIFICATION_SIGNING_KEY_FILE)",
      },
      {
        name: 'profile',
        value: 'FILE|preset',
        text: 'a target profile: the readings of the open choices (CONFORMANCE_PROFILE)',
      },
      {
        name: 'rule',
        value: 'ID',
        multiple: true,
        text: "only this rule's tests (repeatable; CONFORMANCE_RULES); the others show as not checked",
      },
      {
        name: 'grep',
        short: 'g',
        value: 'REGEX',
        text: 'only the tests whose title or tags match, in every project (CONFORMANCE_GREP)',
      },
      {
        name: 'grep-invert',
        short: 'G',
        value: 'REGEX',
        text: 'leave out the tests whose title or tags match (CONFORMANCE_GREP_INVERT)',
      },
      { name: 'report-dir', value: 'DIR', text: 'where the reports are written (REPORT_DIR; default reports)' },
      {
        name: 'seed',
        value: 'N',
        text: 'the seed of generated data and generated cases, to replay a run (CONFORMANCE_SEED)',
      },
      {
        name: 'cases',
        value: 'N',
        text:
          'generated cases per check of the generated phase (CONFORMANCE_CASES; the plan sets it: gate 5, ' +
          'nightly 25, certification 100)',
      },
      {
        name: 'waivers',
        value: 'FILE',
        text: 'known deviations, each until its expiry (CONFORMANCE_WAIVERS; waivers/waivers.schema.json)',
      },
      {
        name: 'shard',
        value: 'I/N',
        text:
          'one part of a sharded run (needs --seed, the same for every part); then `run --serial` once, ' +
          'then `merge`',
      },
      { name: 'serial', text: 'the serial part of a sharded run (clock and rate-limit scenarios)' },
      {
        name: 'list',
        text: 'list the tests the options select, each with its rules, and run none: nothing sent, no report written',
      },
    ],
    // Every variable but those of the partner's commands (receiver, page, proxy, flow) and of npm test's matrices.
    variables: [
      /^(?!CERTIFICATION_|CONFORMANCE_RECEIVER_|CONFORMANCE_PAGE_|PARTNER_(BACKOFF|POLL|AT_ONCE)|MUTANT_)/,
      'CERTIFICATION_SIGNING_KEY_FILE',
    ],
    passThrough:
      "Playwright's test options, added to the suite's: --reporter beside its reports, -g and -G in every " +
      'project; one Playwright refuses is one line and exit 2',
    helpVariables: ['CONFORMANCE_ENV', 'SANDBOX_BASE_URL', 'PRODUCTION_BASE_URL', 'CONTROL_URL'],
    parsing: 'parsed',
    run: runSuite,
  },
  {
    name: 'probe',
    usage: 'probe [--out FILE]',
    summary:
      "finds the target's readings of the open choices with a few read-only requests and writes them as a profile",
    options: [
      { name: 'out', value: 'FILE', text: 'write the profile here (default: print it); then CONFORMANCE_PROFILE=FILE' },
    ],
    variables: [...TARGET, /^HMAC_/, ...rowByKey.keys()],
    parsing: 'own',
    run: async (argv) => (await import('./probe.js')).probe(argv),
  },
  {
    name: 'mock',
    usage:
      'mock [--port-base N] [--fault NAME]... [--reading ROW=VALUE]... [--readings other] ' +
      '[--real-service[=NAME]...] [--data large]',
    summary: 'starts the reference mock (sandbox, production and control on three ports) until stopped',
    options: [
      { name: 'port-base', value: 'N', text: 'first of its three ports (default 4010)' },
      {
        name: 'fault',
        value: 'NAME',
        multiple: true,
        text: 'break a rule, as the fault matrix does (repeatable; an unknown name lists them)',
      },
      { name: 'reading', value: 'ROW=VALUE', multiple: true, text: 'read an open choice otherwise (repeatable)' },
      { name: 'readings', value: 'other', text: 'the other reading of every row the mock can read otherwise' },
      {
        name: 'real-service',
        text:
          'answer as the real service does where it differs from the document, every shape, or with =NAME ' +
          '(repeatable) only those (rules/real-service.ts; waive them with ' +
          'waivers/real-service-deviations.json)',
      },
      {
        name: 'data',
        value: 'large',
        text:
          "seed a real sandbox's volume of orders (30000 per environment over a year, customers with up " +
          'to 640) instead of 250',
      },
    ],
    variables: [CREDENTIALS],
    parsing: 'own',
    // It runs until a signal stops it (and exits then): the exit code never comes from here.
    run: async (argv) => (await import('../mock/main.js')).mock(argv).then(() => new Promise<number>(() => undefined)),
  },
  {
    name: 'certify',
    usage: 'certify --key PEM [--report-dir DIR] [--out FILE] [--reference-mock] | certify keygen --out DIR',
    summary: "packages the run's reports with a manifest signed by the reviewer's Ed25519 key; keygen makes the key",
    options: [
      { name: 'key', value: 'PEM', text: "the reviewer's private key (CERTIFICATION_SIGNING_KEY_FILE)" },
      { name: 'report-dir', value: 'DIR', text: 'the reports to package (REPORT_DIR; default reports)' },
      {
        name: 'out',
        value: 'FILE|DIR',
        text: 'the package (default REPORT_DIR/certification-package.tar.gz); for keygen, the folder of the keys',
      },
      {
        name: 'reference-mock',
        text: 'package a run against the embedded reference mock (refused without it); its pages and manifest say so',
      },
    ],
    variables: ['CERTIFICATION_SIGNING_KEY_FILE', 'REPORT_DIR', CREDENTIALS],
    parsing: 'own',
    run: async (argv) => (await import('../certification/cli.js')).certify(argv),
  },
  {
    name: 'verify',
    usage: 'verify PACKAGE.tar.gz [--public-key PEM]',
    summary: 'verifies a certification package: every file against a manifest signed by the reviewer',
    options: [
      {
        name: 'public-key',
        value: 'PEM',
        text: "the reviewer's public key; without it, the key inside the package is named by its fingerprint",
      },
    ],
    variables: [],
    parsing: 'own',
    run: async (argv) => (await import('../certification/cli.js')).certify(['verify', ...argv]),
  },
  {
    name: 'scan-bundle',
    usage: 'scan-bundle PATH...',
    summary:
      "looks for the run's credentials (plain, base64, hex, URL-encoded, split literals) and HMAC signing " +
      'code in a built front-end or mobile bundle; never prints a value; records PTR-NO-HMAC-IN-CLIENT in ' +
      'REPORT_DIR/scan-bundle/scan.json for the checklist',
    options: [],
    variables: [CREDENTIALS, 'REPORT_DIR'],
    parsing: 'own',
    run: async (argv) => (await import('../partner/scan-bundle-command.js')).scanBundle(argv),
  },
  {
    name: 'receiver',
    usage: 'receiver --url URL [options] [-- playwright options]',
    summary:
      "acts as the service and certifies the partner's webhook receiver: signed deliveries acknowledged at " +
      'once, wrong ones refused or never processed, repeats processed once; reports in REPORT_DIR/receiver',
    options: [
      {
        name: 'url',
        value: 'URL',
        text: 'the receiver, where the service delivers webhooks (CONFORMANCE_RECEIVER_URL)',
      },
      {
        name: 'processed-url',
        value: 'URL',
        text:
          'how the receiver shows what it processed: GET URL?id=<event id> answers {"processed": <times>} ' +
          '(CONFORMANCE_RECEIVER_PROCESSED_URL); without it a wrong delivery must be refused with a ' +
          'non-2xx',
      },
      { name: 'ack-ms', value: 'MS', text: 'the longest a 200 may take (CONFORMANCE_RECEIVER_ACK_MS; default 1000)' },
      {
        name: 'env',
        value: 'sandbox|production',
        text: 'whose webhook secret and x-api-key sign the deliveries (CONFORMANCE_ENV)',
      },
      {
        name: 'profile',
        value: 'FILE|preset',
        text: 'a target profile: the webhook signature readings (CONFORMANCE_PROFILE)',
      },
      { name: 'report-dir', value: 'DIR', text: 'the reports go to DIR/receiver (REPORT_DIR; default reports)' },
    ],
    variables: [
      /^CONFORMANCE_RECEIVER_/,
      'CONFORMANCE_ENV',
      'CONFORMANCE_PROFILE',
      'REPORT_DIR',
      /^WEBHOOK_/,
      CREDENTIALS,
    ],
    parsing: 'parsed',
    run: certifyReceiver,
  },
  {
    name: 'page',
    usage: 'page --url URL [options] [-- playwright options]',
    summary:
      "opens the partner's page where a customer picks how to pay in Chromium as six customers' browsers, and " +
      'checks that no payment method whose supported_agents leave a browser out is offered to it; reports in ' +
      'REPORT_DIR/page',
    options: [
      { name: 'url', value: 'URL', text: "the partner's page (CONFORMANCE_PAGE_URL)" },
      {
        name: 'methods',
        value: 'QUERY',
        text:
          'the query of GET /api/payment-methods whose methods the page offers (CONFORMANCE_PAGE_METHODS; ' +
          'default source=EUR&target=BTC)',
      },
      {
        name: 'attribute',
        value: 'NAME',
        text:
          "the attribute that marks an offered method, its value the method's id " +
          '(CONFORMANCE_PAGE_METHOD_ATTRIBUTE; default data-payment-method-id)',
      },
      { name: 'env', value: 'sandbox|production', text: 'whose service lists the methods (CONFORMANCE_ENV)' },
      {
        name: 'profile',
        value: 'FILE|preset',
        text: 'a target profile: how /api is authenticated (CONFORMANCE_PROFILE)',
      },
      { name: 'report-dir', value: 'DIR', text: 'the reports go to DIR/page (REPORT_DIR; default reports)' },
    ],
    variables: [
      /^CONFORMANCE_PAGE_/,
      'CONFORMANCE_ENV',
      'CONFORMANCE_PROFILE',
      'REPORT_DIR',
      /_BASE_URL$/,
      CREDENTIALS,
      'CONFORMANCE_CHROMIUM_PATH',
    ],
    parsing: 'parsed',
    run: certifyPage,
  },
  {
    name: 'proxy',
    usage: 'proxy [--target URL] [options] [-- COMMAND...]',
    summary:
      "forwards the partner backend's requests to the service unchanged, then checks the partner's rules its " +
      'traffic shows (nulls, both amounts, quoteId, externalCustomerId, identityReference, paymentReady, code ' +
      '81, credentials per surface, /api in a new integration, backoff); reports in REPORT_DIR/proxy',
    options: [
      {
        name: 'target',
        value: 'URL',
        text:
          "the service to forward to (default: the configured environment's base URL; none configured: " +
          'the embedded mock)',
      },
      { name: 'port', value: 'N', text: 'where the proxy listens on 127.0.0.1 (default 24320; 0: any free port)' },
      {
        name: 'integration',
        value: 'new|existing',
        text: 'what the integration is: a new one must not use /api (Versioning); without it that rule is not checked',
      },
      {
        name: 'env',
        value: 'sandbox|production',
        text: 'the environment of the target and of the credentials recognised in the traffic (CONFORMANCE_ENV)',
      },
      {
        name: 'profile',
        value: 'FILE|preset',
        text: 'a target profile: the HMAC scheme and the identity path the rules read (CONFORMANCE_PROFILE)',
      },
      { name: 'report-dir', value: 'DIR', text: 'the reports go to DIR/proxy (REPORT_DIR; default reports)' },
    ],
    variables: [
      'CONFORMANCE_ENV',
      'CONFORMANCE_PROFILE',
      'REPORT_DIR',
      /_BASE_URL$/,
      CREDENTIALS,
      /^HMAC_/,
      'PARTNER_BACKOFF_MS',
      /^PARTNER_POLL_/,
      'NATIVE_IDENTITY_CREATE_PATH',
      'CONFORMANCE_MAX_BODY_MB',
    ],
    parsing: 'parsed',
    run: proxyTraffic,
  },
  {
    name: 'flow',
    usage: 'flow --app URL --script FILE [options] [-- COMMAND...]',
    summary:
      "drives customers through the partner's staging app in Chromium, behind the proxy, while the service " +
      'misbehaves on purpose (a late return, a stale checkout session, an unlisted code), then checks the ' +
      "partner's rules their flow shows (redirect, checkout URL at once and within its minute, fresh order, " +
      "references per customer, the payment SDK, alternative methods) and the proxy's; reports in REPORT_DIR/flow",
    options: [
      { name: 'app', value: 'URL', text: "the partner's staging app, where a customer starts to buy" },
      {
        name: 'script',
        value: 'FILE',
        text: 'the flow script: how a customer buys in the app (partner/examples/staging-flow.mjs is one)',
      },
      {
        name: 'plan',
        value: 'ID',
        multiple: true,
        text: 'run only this plan (returning, stale-session, unlisted-code, alternative-method); again for more',
      },
      {
        name: 'target',
        value: 'URL',
        text: "the service to forward to (default: the configured environment's base URL; none: the embedded mock)",
      },
      { name: 'port', value: 'N', text: 'where the proxy listens on 127.0.0.1 (default 24320; 0: any free port)' },
      {
        name: 'integration',
        value: 'new|existing',
        text: 'what the integration is: a new one must not use /api (Versioning); without it that rule is not checked',
      },
      { name: 'env', value: 'sandbox|production', text: 'the environment of the target (CONFORMANCE_ENV)' },
      { name: 'profile', value: 'FILE|preset', text: 'a target profile (CONFORMANCE_PROFILE)' },
      { name: 'report-dir', value: 'DIR', text: 'the reports go to DIR/flow (REPORT_DIR; default reports)' },
    ],
    variables: [
      'CONFORMANCE_ENV',
      'CONFORMANCE_PROFILE',
      'REPORT_DIR',
      /_BASE_URL$/,
      'CONTROL_URL',
      CREDENTIALS,
      /^HMAC_/,
      /^PARTNER_(BACKOFF|POLL|AT_ONCE)/,
      'NATIVE_IDENTITY_CREATE_PATH',
      'CONFORMANCE_MAX_BODY_MB',
      'CONFORMANCE_CHROMIUM_PATH',
      'CONFORMANCE_ALLOW_WRITES',
    ],
    parsing: 'parsed',
    run: certifyFlow,
  },
  {
    name: 'replay',
    usage: 'replay REQUEST_ID [--report-dir DIR]',
    summary:
      "sends a recorded exchange of the run (REPORT_DIR/exchanges.har) again with the environment's " +
      'credentials, signed over the recorded timestamp or nonce (a stale one stays stale), and says what it ' +
      'compared; exit 0 when the recorded answer comes again, 1 when another does',
    options: [
      {
        name: 'report-dir',
        value: 'DIR',
        text: "the run's reports, where exchanges.har is (REPORT_DIR; default reports)",
      },
    ],
    variables: [...TARGET, /^HMAC_/, 'REPORT_DIR'],
    parsing: 'own',
    run: async (argv) => (await import('./replay.js')).replay(argv),
  },
  {
    name: 'merge',
    usage: 'merge [--report-dir DIR]',
    summary: 'folds the parts of a sharded run (REPORT_DIR/blob) into one conformance report',
    options: [
      { name: 'report-dir', value: 'DIR', text: 'where the parts wrote their blobs and the report goes (REPORT_DIR)' },
    ],
    variables: [...TARGET, 'REPORT_DIR'],
    parsing: 'parsed',
    run: mergeReports,
  },
];

/** Runs a command with its arguments: its exit code; a wrong option is one line and 2. */
export async function runCommand(command: Command, argv: string[]): Promise<number> {
  // A .env that is there but no file (a folder, a dangling link) is never skipped in silence: the run would go
  // elsewhere.
  const dotenv = command.variables.length ? dotenvFileProblem() : undefined;
  if (dotenv) {
    console.error(`${command.name}: ${dotenv}`);
    return 2;
  }
  // A misspelled or unknown name, in the shell or in .env, would be left unread in silence (issue 44, item 2).
  const unknown = command.variables.length
    ? (await import('./known-variables.js')).unknownVariableLine(process.env, dotenvOnly())
    : undefined;
  if (unknown) {
    console.error(`${command.name}: ${unknown}`);
    return 2;
  }
  if (command.parsing === 'own') return command.run(argv, {}, []);
  const split = argv.indexOf('--');
  const own = split < 0 ? argv : argv.slice(0, split);
  const rest = split < 0 ? [] : argv.slice(split + 1);
  const options = Object.fromEntries(
    command.options.map((option) => [
      option.name,
      {
        type: option.value ? ('string' as const) : ('boolean' as const),
        multiple: Boolean(option.multiple),
        ...(option.short ? { short: option.short } : {}),
      },
    ]),
  );
  try {
    const { values } = parseArgs({ args: own, options, strict: true, allowPositionals: false });
    return await command.run(argv, values as Values, rest);
  } catch (error) {
    if (!(error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) throw error;
    console.error(`${command.name}: ${(error as Error).message}; see ${command.name} --help`);
    return 2;
  }
}
