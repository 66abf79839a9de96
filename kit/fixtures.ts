import { test as base, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { Faker, en } from '@faker-js/faker';
import { createHash } from 'node:crypto';
import type { Capabilities, EnvName, TargetConfig } from './config/target-config';
import { readCredentials, secretValues, type Credentials } from './config/credentials';
import { bearer } from './auth/bearer';
import { ControlClient } from './control/control-client';
import { DRIFT_ATTACHMENT, EVIDENCE_ATTACHMENT, type DriftEntry } from './http/exchange';
import { EvidenceLog } from './http/evidence-log';
import { SurfaceClient } from './http/surface-client';
import { WRITES } from './checking';

interface WorkerFixtures {
  /** Set by playwright.config.ts from the environment; holds no credential. */
  target: TargetConfig;
  credentials: Credentials;
  apiContext: APIRequestContext;
  capabilities: Partial<Capabilities>;
}

interface TestFixtures {
  evidence: EvidenceLog;
  drift: DriftEntry[];
  /** The /api surface of the environment under test, with its Bearer credential. */
  legacy: SurfaceClient;
  /** The /api surface of `env` with the credential of `credentialOf` (defaults to env's own); undefined when env is not configured. */
  legacyIn: (env: EnvName, credentialOf?: EnvName) => SurfaceClient | undefined;
  control: ControlClient;
  /** Seeded per test from the run's seed and the test's title: order-independent and replayable. */
  data: Faker;
  productionWritesGuard: void;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  target: [undefined as unknown as TargetConfig, { option: true, scope: 'worker' }],
  credentials: [async ({ target }, use) => use(readCredentials(process.env, target.embeddedMock)), { scope: 'worker' }],
  apiContext: [
    async ({}, use) => {
      const context = await playwrightRequest.newContext();
      await use(context);
      await context.dispose();
    },
    { scope: 'worker' },
  ],
  capabilities: [async ({}, use) => use(JSON.parse(process.env.CONFORMANCE_CAPABILITIES || '{}')), { scope: 'worker' }],

  evidence: async ({ credentials }, use, testInfo) => {
    const log = new EvidenceLog(secretValues(credentials));
    await use(log);
    if (log.exchanges.length) {
      await testInfo.attach(EVIDENCE_ATTACHMENT, { body: JSON.stringify(log.exchanges), contentType: 'application/json' });
    }
  },
  drift: async ({}, use, testInfo) => {
    const entries: DriftEntry[] = [];
    await use(entries);
    if (entries.length) await testInfo.attach(DRIFT_ATTACHMENT, { body: JSON.stringify(entries), contentType: 'application/json' });
  },
  legacyIn: async ({ target, credentials, apiContext, evidence }, use) => {
    await use((env, credentialOf = env) => {
      const environment = target.environments[env];
      const credential = credentials[credentialOf];
      if (!environment || !credential) return undefined;
      const partner = environment.partnerBaseUrl;
      return new SurfaceClient(apiContext, {
        baseUrl: partner ?? environment.baseUrl,
        baseUrlVariable: partner ? 'PARTNER_BASE_URL' : `${env.toUpperCase()}_BASE_URL`,
        auth: bearer(credential.apiCredential),
        evidence,
        timeoutMs: target.requestTimeoutMs,
        backoff: target.backoff,
      });
    });
  },
  legacy: async ({ legacyIn, target }, use) => use(legacyIn(target.env) as SurfaceClient),
  control: async ({ apiContext, target, capabilities }, use) => use(new ControlClient(apiContext, target.controlUrl, capabilities)),
  data: async ({ target }, use, testInfo) => {
    const faker = new Faker({ locale: [en] });
    const digest = createHash('sha256').update(`${target.seed}:${testInfo.titlePath.join(' › ')}`).digest();
    faker.seed(digest.readUInt32BE(0));
    await use(faker);
  },
  productionWritesGuard: [
    async ({ target }, use, testInfo) => {
      const refused = testInfo.tags.includes(WRITES) && target.env === 'production' && !target.allowWrites;
      testInfo.skip(refused, 'creates data in production: refused unless CONFORMANCE_ALLOW_WRITES=1');
      await use();
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
