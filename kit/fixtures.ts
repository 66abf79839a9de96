import { test as base, type Browser } from '@playwright/test';
import { existsSync } from 'node:fs';
// The English locale alone: the package's index loads every locale, about 0.3 s of each worker's start.
import { faker } from '@faker-js/faker/locale/en';
import type { Faker } from '@faker-js/faker';
import { createHash, randomUUID } from 'node:crypto';
import type { Capabilities, EnvName, TargetConfig } from './config/target-config';
import {
  missingCredential,
  readCredentials,
  secretValues,
  type Credentials,
  type EnvironmentCredentials,
} from './config/credentials';
import { bearer } from './auth/bearer';
import { signedBearer } from './auth/signed-bearer';
import { apiKey } from './auth/api-key';
import { hmac, hmacSigner } from './auth/hmac';
import { hmacVariant, type HmacVariant } from './auth/hmac-variants';
import { verifyWebhook, type Verdict } from './webhooks/verify';
import { WebhookReceiver, type Delivery } from './webhooks/receiver';
import { ControlClient } from './control/control-client';
import { CLOCK_SCOPES_VARIABLE } from './control/clock-scopes';
import { DRIFT_ATTACHMENT, EVIDENCE_ATTACHMENT, type DriftEntry } from './http/exchange';
import { EvidenceLog } from './http/evidence-log';
import type { Budget } from './http/request-budget';
import { releaseHolder, sharedBudget } from './http/shared-budget';
import { budgetsByPath, type LimitName } from './http/request-limits';
import { BUDGET_URL_VARIABLE } from './run/budget-server';
import { SurfaceClient, type Authenticator } from './http/surface-client';
import { WRITES } from './checking';
import { writesRefused } from './config/writes';
import { RUN_ANNOTATION, runFacts } from './run/run-facts';
import { keepWorkerAfterJudgedApart, keptWorkerFixture } from './run/kept-worker';
import { stampAttempt } from './run/attempt-stamp';
import { recordChecksMade } from './checks/checks-made';
import { recordApart, settleJudgedApart } from './checks/violation';
import { countCheck } from './checks/checks-made';
import { checkRelations } from './relations/check-relations';
import { RELATION_RECORDS_ATTACHMENT, relationRecords } from './relations/across-tests';
import type { SetupFindings } from './run/setup-handover';
import { withTargetCopies } from './run/target-copies';
import { Readings } from './readings/readings';
import { recordObservation } from './readings/observation';
import type { ProbedReadings } from './readings/probed-readings';
import { CAPABILITIES_VARIABLE, readSetupFindings } from './run/setup-handover';
import { controlRequest, unrecognised, type Recognitions, type SurfaceName } from './run/surface-recognition';
import type { ReadingOf } from '../rules/assumptions';

export interface LegacyOptions {
  /** Whose Bearer credential (default: the environment's own). */
  credentialOf?: EnvName;
  /** Off for the price rate-limit scenario, which must exceed the limit. */
  budget?: boolean;
  /**
   * The host: the base host (default), or the partner host where PARTNER_BASE_URL gives one (Base: {base_url} or
   * {partner_base_url}); LEG-PARTNER-HOST sends there what the base host served.
   */
  host?: 'partner' | 'base';
}

/** Which credential of which environment authenticates a request: tests choose roles, never values. */
export interface HostedOptions {
  /** Whose x-api-key (default: the environment's own). */
  keyOf?: EnvName;
  /** A partnerRef in place of the key's own. */
  partnerRef?: string;
  /** 'hmac' signs with the environment's HMAC credential instead of an x-api-key; 'malformed' sends "Bearer <key>". */
  auth?: 'api-key' | 'hmac' | 'malformed' | 'none';
  /** Off for the rate-limit scenarios, which must exceed the limit. */
  budget?: boolean;
  /** How the client waits before retrying a 429 (the rate-limit scenario waits on the control clock). */
  sleep?: (ms: number) => Promise<void>;
}

/** Every documented limit counts requests a minute (Limits): a Retry-After asks for at most that. */
const LIMIT_WINDOW_MS = 60_000;

export interface BaseOptions {
  /** Whose HMAC credential (default: the environment's own). */
  credentialOf?: EnvName;
  /** 'api-key' sends the Hosted Checkout key where HMAC is required; 'none' sends no credential. */
  auth?: 'hmac' | 'api-key' | 'none';
  /** A signature that is wrong for the request it comes with (NAT-HMAC-*). */
  signature?: HmacVariant;
}

/**
 * Verifies deliveries of one environment: with the secret of each reading of ASSUME-WEBHOOK-SECRET, and (which must
 * fail) with its x-api-key.
 */
export interface WebhookVerifier {
  withSecretOf(reading: ReadingOf<'ASSUME-WEBHOOK-SECRET'>, delivery: Delivery): Verdict;
  withApiKey(delivery: Delivery): Verdict;
}

/** The longest a request may wait for its turn: a rate-limit scenario that has the limit alone, in real time. */
const LONGEST_TURN_MS = 10 * 60_000;

interface WorkerFixtures {
  capabilities: Partial<Capabilities>;
  /** The readings the probe before the run found, per base URL (global setup). */
  probedReadings: ProbedReadings;
  /** Which surfaces served a valid request with their own credential before any test, per base URL (global setup). */
  recognitions: Recognitions;
  /** The reference lists each environment served before any test, per base URL (global setup; kit/relations). */
  referenceLists: SetupFindings['reference'];
  /** One Chromium for the worker's tests that need a page, started by the first of them. */
  workerChromium: { browser(executablePath: string): Promise<Browser> };
}

interface TestFixtures {
  /**
   * Set by the config from the environment; holds no credential. Test-scoped, so that one worker serves several
   * targets (the matrices' copies, kit/run/target-copies.ts).
   */
  target: TargetConfig;
  credentials: Credentials;
  /** The run's budget under a limit in an environment, shared by every worker (a sharded run's part has its share). */
  budgets: (limit: LimitName, env: EnvName) => Budget;
  evidence: EvidenceLog;
  drift: DriftEntry[];
  /** The /api surface of the environment under test, with its Bearer credential. */
  legacy: SurfaceClient;
  /**
   * The /api surface of `env` with the credential of `options.credentialOf`; skips the test when either is not
   * configured.
   */
  legacyIn: (env: EnvName, options?: LegacyOptions) => SurfaceClient;
  /** Hosted Checkout (/{partnerRef}/v2) of the environment under test, with its x-api-key. */
  hosted: SurfaceClient;
  hostedIn: (env: EnvName, options?: HostedOptions) => SurfaceClient;
  /** The environment's root, HMAC-signed: KYC sharing (/v2/identities/token/share) and the Native API (/eapi/v0). */
  baseIn: (env: EnvName, options?: BaseOptions) => SurfaceClient;
  /** The Native API of the environment under test, HMAC-signed. */
  native: SurfaceClient;
  /** A receiver on loopback for the length of the test. */
  webhookReceiver: WebhookReceiver;
  webhookVerifierIn: (env: EnvName) => WebhookVerifier;
  /** The partner ID of the environment under test (not a secret: it stands in every Hosted Checkout path). */
  partnerRef: string | undefined;
  /**
   * Chromium from the machine's packages (CONFORMANCE_CHROMIUM_PATH); skips the test, saying how to install it, when
   * absent.
   */
  checkoutBrowser: Browser;
  /**
   * Skips the test when it would change state in `env` and that is a real production (CONFORMANCE_ALLOW_WRITES=1 allows
   * it).
   */
  allowWritesIn: (env: EnvName) => void;
  control: ControlClient;
  /**
   * Set by a test file that moves the target's clock or fills its rate-limit windows: its requests and its control
   * calls then live in a clock scope of its own where the target offers scopes (kit/control/clock-scopes.ts).
   */
  ownClock: boolean;
  /** The test's clock scope, or undefined: no ownClock, or a target without scopes (the serial project's case). */
  clockScope: string | undefined;
  /** Seeded per test from the run's seed and the test's title: order-independent and replayable. */
  data: Faker;
  /** The open choices in force, and what the target showed of them (rules/assumptions). */
  readings: Readings;
  productionWritesGuard: void;
  /** Writes how many checks the test made: one that passed without any is not checked (kit/checks/checks-made.ts). */
  checksRecord: void;
  /**
   * After the body, every relation of the relation map applied to every answer of the test (kit/relations): a breach
   * is judged apart under the rule that states it, and each rule a relation judged is checked by the test.
   */
  relationsRecord: void;
  /** Keeps the worker after a test that failed only by rule violations (kit/run/kept-worker.ts). */
  violationsKeepWorker: void;
  /** Records the run's seed and target on every result: a merge of sharded runs has no other record of them. */
  runRecord: void;
  /** Playwright's own trace and screenshot recorder, replaced by nothing (see below). */
  _setupArtifacts: void;
}

/**
 * Every fixture out of Playwright's step tree ('self' box): a step costs a stack capture and two messages to the
 * runner, about ten per test, and shows nothing a conformance report reads.
 */
function unstepped<F extends object>(fixtures: F): F {
  return Object.fromEntries(
    Object.entries(fixtures).map(([name, fixture]) => [
      name,
      Array.isArray(fixture) ? [fixture[0], { ...fixture[1], box: 'self' }] : [fixture, { box: 'self' }],
    ]),
  ) as F;
}

const fixtures = base.extend<TestFixtures, WorkerFixtures>(
  unstepped({
    // Playwright's recorder of browser traces and screenshots, set up for every test: the kit takes its screenshots
    // itself, and the recorder's two steps a test (a stack capture each) were about a tenth of a green run's CPU. An
    // override repeats its `auto`, which Playwright's types do not name; a Playwright that renames it only costs that
    // time again.
    _setupArtifacts: [async ({}, use) => use(), { auto: 'all-hooks-included' as unknown as boolean, timeout: 0 }],
    target: [undefined as unknown as TargetConfig, { option: true }],
    ownClock: [false, { option: true }],
    clockScope: async ({ ownClock, capabilities, target }, use, testInfo) => {
      if (!ownClock) return use(undefined);
      // Placed beside the rest on the promise of scopes, where the target then offers none: no verdict unscoped.
      const missing = !target.controlUrl || !capabilities.clockScopes;
      testInfo.skip(
        missing && Boolean(process.env[CLOCK_SCOPES_VARIABLE]?.endsWith(' 1')) && testInfo.project.name !== 'serial',
        "runs beside the other scenarios on a clock scope of its own, which the target's control API no " +
          'longer offers (capability "clockScopes")',
      );
      await use(missing ? undefined : `${testInfo.testId}-${testInfo.retry}-${randomUUID()}`);
    },
    credentials: async ({ target }, use) => use(readCredentials(process.env, target.embeddedMock)),
    capabilities: [
      async ({}, use) => use(JSON.parse(process.env[CAPABILITIES_VARIABLE] || '{}') as Partial<Capabilities>),
      { scope: 'worker' },
    ],
    probedReadings: [async ({}, use) => use(readSetupFindings().probedReadings), { scope: 'worker' }],
    recognitions: [async ({}, use) => use(readSetupFindings().recognitions), { scope: 'worker' }],
    referenceLists: [async ({}, use) => use(readSetupFindings().reference), { scope: 'worker' }],
    workerChromium: [
      async ({ playwright }, use) => {
        // Started on first use: most workers never open a page. Each test opens its own context in it.
        let launched: Promise<Browser> | undefined;
        await use({ browser: (executablePath) => (launched ??= playwright.chromium.launch({ executablePath })) });
        if (launched) await (await launched).close();
      },
      { scope: 'worker' },
    ],

    budgets: async ({ target }, use, testInfo) => {
      // Parts of a sharded run, perhaps on several machines at once, each keep to their share of the target's limit.
      const parts = testInfo.config.shard?.total ?? 1;
      const url = process.env[BUDGET_URL_VARIABLE];
      const server = url ? { url, holder: `${testInfo.testId} ${testInfo.retry}` } : undefined;
      // Time spent waiting for a turn is the limit's, not the test's: room for the longest wait while it lasts (a
      // rate-limit scenario's, in real time), then the test's own timeout plus what the wait took.
      const waiting = async (ask: () => Promise<void>) => {
        if (testInfo.timeout === 0) return ask();
        const started = Date.now();
        testInfo.setTimeout(testInfo.timeout + LONGEST_TURN_MS);
        try {
          await ask();
        } finally {
          testInfo.setTimeout(testInfo.timeout - LONGEST_TURN_MS + (Date.now() - started));
        }
      };
      const made = new Map<string, Budget>();
      await use((limit, env) => {
        const perMinute = Math.max(1, Math.floor(target.requestLimits[limit][env] / parts));
        const key = `${limit} ${env}`;
        if (!made.has(key))
          made.set(
            key,
            sharedBudget({ limit, env }, target.environments[env]?.baseUrl ?? env, perMinute, server, waiting),
          );
        return made.get(key)!;
      });
      if (server && made.size) await releaseHolder(server);
    },
    evidence: async ({ credentials }, use, testInfo) => {
      const log = new EvidenceLog(secretValues(credentials));
      await use(log);
      if (log.exchanges.length) {
        await testInfo.attach(EVIDENCE_ATTACHMENT, {
          body: JSON.stringify(log.exchanges),
          contentType: 'application/json',
        });
      }
    },
    drift: async ({}, use, testInfo) => {
      const entries: DriftEntry[] = [];
      await use(entries);
      if (entries.length)
        await testInfo.attach(DRIFT_ATTACHMENT, { body: JSON.stringify(entries), contentType: 'application/json' });
    },

    legacyIn: async (
      { target, credentials, evidence, budgets, readings, probedReadings, recognitions, clockScope },
      use,
      testInfo,
    ) => {
      const probed = probedReadings[target.environments[target.env]!.baseUrl];
      const recognised = recognitions[target.environments[target.env]!.baseUrl];
      const legacyIn = (env: EnvName, options: LegacyOptions = {}): SurfaceClient => {
        const { credentialOf = env, budget = true, host = 'base' } = options;
        readings.skipWhereProbeDisagrees(
          'ASSUME-LEG-AUTH',
          probed?.['ASSUME-LEG-AUTH'],
          `/api refused the ${readings.value('ASSUME-LEG-AUTH')} form`,
        );
        // ASSUME-LEG-AUTH: the credential itself after Bearer, or the token the public SDKs sign with *_API_SECRET.
        const signed = target.readings['ASSUME-LEG-AUTH'] === 'signed';
        const credential = reach(
          testInfo,
          target,
          credentials,
          env,
          credentialOf,
          signed ? ['apiCredential', 'apiSecret'] : ['apiCredential'],
          { surface: 'legacy', recognised },
        );
        const partner = host === 'partner' ? target.environments[env]!.partnerBaseUrl : undefined;
        const baseUrl = partner ?? target.environments[env]!.baseUrl;
        return new SurfaceClient({
          baseUrl,
          baseUrlVariable: partner ? 'PARTNER_BASE_URL' : `${env.toUpperCase()}_BASE_URL`,
          credentialOf,
          auth: signed
            ? signedBearer({ key: credential.apiCredential!, secret: credential.apiSecret! })
            : bearer(credential.apiCredential!),
          evidence,
          timeoutMs: target.requestTimeoutMs,
          maxBodyBytes: target.maxBodyBytes,
          backoff: target.backoff,
          // ASSUME-PRICES-BUDGET: of /api, only the price endpoint is rate limited (Endpoints › GET /api/prices).
          budgetFor: budget ? budgetsByPath(budgets, env, baseUrl) : () => undefined,
          control: () => controlRequest('legacy', legacyIn(env), target),
          clockScope,
        });
      };
      await use(legacyIn);
    },
    legacy: async ({ legacyIn, target }, use) => use(legacyIn(target.env)),

    hostedIn: async ({ target, credentials, evidence, budgets, recognitions, clockScope }, use, testInfo) => {
      const recognised = recognitions[target.environments[target.env]!.baseUrl];
      const hostedIn = (env: EnvName, options: HostedOptions = {}): SurfaceClient => {
        const { keyOf = env, auth = 'api-key', budget = true } = options;
        const fields: (keyof EnvironmentCredentials)[] =
          auth === 'hmac' ? ['hmacKey', 'hmacSecret'] : ['apiKey', 'partnerRef'];
        const credential = reach(testInfo, target, credentials, env, keyOf, fields, { surface: 'hosted', recognised });
        const partnerRef =
          options.partnerRef ?? credentials[env]?.partnerRef ?? credential.partnerRef ?? 'no-partner-ref';
        const authenticator: Authenticator =
          auth === 'hmac'
            ? hmac({ key: credential.hmacKey!, secret: credential.hmacSecret! }, target.hmac)
            : auth === 'malformed'
              ? { headers: () => ({ 'x-api-key': `Bearer ${credential.apiKey}` }) }
              : auth === 'none'
                ? { headers: () => ({}) }
                : apiKey(credential.apiKey!);
        return new SurfaceClient({
          baseUrl: `${target.environments[env]!.baseUrl}/${encodeURIComponent(partnerRef)}/v2`,
          baseUrlVariable: `${env.toUpperCase()}_BASE_URL`,
          credentialOf: keyOf,
          auth: authenticator,
          evidence,
          timeoutMs: target.requestTimeoutMs,
          maxBodyBytes: target.maxBodyBytes,
          // A wait of the test's own (the control clock, or real time where the plan allows) may last the minute a
          // documented limit spans: the plan's ceiling on a retry's wait (gate: 2 s) is for waits of the suite's
          // clients.
          backoff: options.sleep
            ? { ...target.backoff, maxDelayMs: Math.max(target.backoff.maxDelayMs, LIMIT_WINDOW_MS) }
            : target.backoff,
          // Its other requests (a checkout URL loaded) count against the Hosted limit too, as they always did.
          budgetFor: budget
            ? budgetsByPath(budgets, env, target.environments[env]!.baseUrl, 'hosted')
            : () => undefined,
          sleep: options.sleep,
          control: () => controlRequest('hosted', hostedIn(env), target),
          clockScope,
        });
      };
      await use(hostedIn);
    },
    hosted: async ({ hostedIn, target }, use) => use(hostedIn(target.env)),

    baseIn: async (
      { target, credentials, evidence, budgets, readings, probedReadings, recognitions, clockScope },
      use,
      testInfo,
    ) => {
      const probed = probedReadings[target.environments[target.env]!.baseUrl];
      const recognised = recognitions[target.environments[target.env]!.baseUrl];
      const baseIn = (env: EnvName, options: BaseOptions = {}): SurfaceClient => {
        const { credentialOf = env, auth = 'hmac', signature } = options;
        if (auth === 'hmac')
          readings.skipWhereProbeDisagrees(
            'ASSUME-HMAC-SCHEME',
            probed?.['ASSUME-HMAC-SCHEME'],
            'the target refused the HMAC construction in force',
          );
        const fields: (keyof EnvironmentCredentials)[] =
          auth === 'api-key' ? ['apiKey'] : auth === 'none' ? [] : ['hmacKey', 'hmacSecret'];
        if (signature === 'webhook-secret') fields.push('webhookSecret');
        if (signature === 'api-key-secret') fields.push('apiKey');
        const credential = reach(testInfo, target, credentials, env, credentialOf, fields, {
          surface: 'native',
          recognised,
        });
        const own = { key: credential.hmacKey!, secret: credential.hmacSecret! };
        // A "webhook secret" or x-api-key that is the HMAC secret itself is no other secret: its signature is the right
        // one (ASSUME-WEBHOOK-SECRET=hmac-secret: "HMAC-SHA256 signature verified with the HMAC secret").
        const other =
          signature === 'webhook-secret'
            ? ['the webhook secret', credential.webhookSecret, `${credentialOf.toUpperCase()}_WEBHOOK_SECRET`]
            : signature === 'api-key-secret'
              ? ['the x-api-key', credential.apiKey, `${credentialOf.toUpperCase()}_API_KEY`]
              : undefined;
        if (other && other[1] === own.secret)
          testInfo.skip(
            true,
            `${other[0]} (${other[2]}) is the HMAC secret: a signature made with it is no signature made with ` +
              `another secret`,
          );
        const authenticator: Authenticator =
          auth === 'api-key'
            ? apiKey(credential.apiKey!)
            : auth === 'none'
              ? { headers: () => ({}) }
              : signature
                ? hmacVariant(
                    signature,
                    own,
                    { webhookSecret: credential.webhookSecret, apiKey: credential.apiKey },
                    target.hmac,
                    hmacSigner(target.hmac),
                  )
                : hmac(own, target.hmac);
        return new SurfaceClient({
          baseUrl: target.environments[env]!.baseUrl,
          baseUrlVariable: `${env.toUpperCase()}_BASE_URL`,
          credentialOf,
          auth: authenticator,
          evidence,
          timeoutMs: target.requestTimeoutMs,
          maxBodyBytes: target.maxBodyBytes,
          backoff: target.backoff,
          // The documented limits are Hosted Checkout's (Limits), /{partnerRef}/v2 and KYC sharing; the Native API has
          // none shown.
          budgetFor: budgetsByPath(budgets, env, target.environments[env]!.baseUrl),
          control: () => controlRequest('native', baseIn(env), target),
          clockScope,
        });
      };
      await use(baseIn);
    },

    partnerRef: async ({ target, credentials }, use) => use(credentials[target.env]?.partnerRef),
    checkoutBrowser: async ({ target, workerChromium }, use, testInfo) => {
      testInfo.skip(
        !existsSync(target.chromiumPath),
        `needs Chromium at CONFORMANCE_CHROMIUM_PATH=${target.chromiumPath} (apt-get install chromium)`,
      );
      const browser = await workerChromium.browser(target.chromiumPath);
      const before = new Set(browser.contexts());
      await use(browser);
      // The browser outlives the test; the sessions the test opened do not.
      await Promise.all(
        browser
          .contexts()
          .filter((context) => !before.has(context))
          .map((context) => context.close()),
      );
    },
    allowWritesIn: async ({ target }, use, testInfo) => {
      await use((env) => {
        const refused = writesRefused(target, env);
        testInfo.skip(Boolean(refused), refused);
      });
    },
    native: async ({ baseIn, target }, use) => use(baseIn(target.env)),
    webhookReceiver: async ({}, use) => {
      const receiver = new WebhookReceiver();
      await receiver.start();
      await use(receiver);
      await receiver.stop();
    },
    webhookVerifierIn: async ({ target, credentials, recognitions }, use, testInfo) => {
      const recognised = recognitions[target.environments[target.env]!.baseUrl];
      await use((env) => {
        const secretField = target.readings['ASSUME-WEBHOOK-SECRET'] === 'hmac-secret' ? 'hmacSecret' : 'webhookSecret';
        // "Not signed with the x-api-key" counts only for a key Hosted Checkout was shown to take.
        const credential = reach(testInfo, target, credentials, env, env, [secretField, 'apiKey'], {
          surface: 'hosted',
          recognised,
        });
        return {
          withSecretOf: (reading, delivery) => {
            const secret = reading === 'hmac-secret' ? credential.hmacSecret : credential.webhookSecret;
            return secret
              ? verifyWebhook(delivery.rawBody, delivery.headers, secret, target.webhooks)
              : { ok: false, reason: `no ${reading === 'hmac-secret' ? 'HMAC' : 'webhook'} secret configured` };
          },
          withApiKey: (delivery) =>
            verifyWebhook(delivery.rawBody, delivery.headers, credential.apiKey!, target.webhooks),
        };
      });
    },
    control: async ({ target, capabilities, clockScope }, use) =>
      use(new ControlClient(target.controlUrl, capabilities, clockScope)),
    readings: async ({ target }, use, testInfo) => use(new Readings(target, testInfo)),
    data: async ({ target }, use, testInfo) => {
      const digest = createHash('sha256')
        .update(`${target.seed}:${testInfo.titlePath.join(' › ')}`)
        .digest();
      // One instance, seeded afresh for each test: a worker runs its tests one at a time.
      faker.seed(digest.readUInt32BE(0));
      stampAttempt(faker);
      await use(faker);
    },
    // Before the guard, so a result it skips still says what it ran with.
    runRecord: [
      async ({ target, capabilities }, use, testInfo) => {
        testInfo.annotations.push({
          type: RUN_ANNOTATION,
          description: JSON.stringify(runFacts(target, capabilities)),
        });
        await use();
      },
      { auto: true },
    ],
    checksRecord: [
      async ({}, use, testInfo) => {
        await use();
        recordChecksMade(testInfo);
        try {
          settleJudgedApart(testInfo);
        } catch (error) {
          // Thrown after violationsKeepWorker has looked: a recorded violation keeps the worker all the same.
          keepWorkerAfterJudgedApart(testInfo, error);
          throw error;
        }
      },
      { auto: true },
    ],
    // Depends on checksRecord so that it ends first: its checks and breaches are counted and settled there.
    relationsRecord: [
      async ({ checksRecord, evidence, target, referenceLists }, use, testInfo) => {
        void checksRecord;
        await use();
        // A failed test's breaches are attributed beside its own; a test that skipped after sending requests has its
        // answers judged too (issue 41, item 5): a breach fails its rule, a relation that held proves no rule of a test
        // that reached no verdict. Timed out or interrupted: the answers may be half read.
        if (testInfo.status !== 'passed' && testInfo.status !== 'failed' && testInfo.status !== 'skipped') return;
        const lists = referenceLists[target.environments[target.env]?.baseUrl ?? ''] ?? {};
        const checked = checkRelations(evidence.answered, target, lists);
        // What other tests' listings and creations are compared with once the run has ended (reporters/across-tests).
        const records = relationRecords(evidence.answered, target);
        if (records.length)
          await testInfo.attach(RELATION_RECORDS_ATTACHMENT, {
            body: JSON.stringify(records),
            contentType: 'application/json',
          });
        for (const breach of checked.breaches) {
          // A schema breach judged one answer: the report reads what was sent from it, and alike ones group.
          const judged = breach.problems && breach.requestIds.length === 1 ? breach.requestIds[0] : undefined;
          const ids = breach.requestIds.length && !judged ? ` (X-Request-Id ${breach.requestIds.join(', ')})` : '';
          recordApart(testInfo, breach.rule, `${breach.received}${ids}`, breach.documented, breach.problems, judged);
        }
        for (const rule of checked.judged) {
          countCheck();
          if (testInfo.status === 'passed') testInfo.annotations.push({ type: 'rule', description: rule });
        }
        for (const observation of checked.observations) recordObservation(testInfo, observation);
      },
      { auto: true },
    ],
    violationsKeepWorker: keptWorkerFixture,
    productionWritesGuard: [
      async ({ target }, use, testInfo) => {
        const refused = testInfo.tags.includes(WRITES)
          ? writesRefused(target, target.env, 'creates data in production')
          : undefined;
        testInfo.skip(Boolean(refused), refused);
        await use();
      },
      { auto: true },
    ],
  }),
);

/** The suites' `test`: in the fault and readings matrices, each test once per mock instance whose rules it checks. */
export const test = withTargetCopies(fixtures);

/**
 * The credential of `credentialOf` for a request to `env`; skips the test, naming what is missing, when it cannot be
 * had.
 */
function reach(
  testInfo: { skip(condition: boolean, description: string): void },
  target: TargetConfig,
  credentials: Credentials,
  env: EnvName,
  credentialOf: EnvName,
  fields: (keyof EnvironmentCredentials)[],
  /** The surface whose credential the test relies on: it must have served that credential before any test. */
  positiveControl: { surface: SurfaceName; recognised: Recognitions[string] | undefined },
): EnvironmentCredentials {
  const noBase = target.environments[env] ? undefined : `needs ${env.toUpperCase()}_BASE_URL`;
  const reason = noBase ?? missingCredential(credentials, credentialOf, fields);
  testInfo.skip(
    Boolean(reason),
    `${reason}${env !== target.env || credentialOf !== env ? ': a cross-environment scenario' : ''}`,
  );
  // The surface of `env` must have served its own credential, and the credential sent must have been served in its
  // own environment (the environment-mismatch checks): else a refusal proves nothing.
  for (const shown of new Set([env, credentialOf])) {
    const unserved = unrecognised(positiveControl.recognised, shown, positiveControl.surface, target, credentials);
    testInfo.skip(Boolean(unserved), unserved ?? '');
  }
  return credentials[credentialOf]!;
}

export { expect } from '@playwright/test';
