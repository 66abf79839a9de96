import { test as base } from '@playwright/test';
import { readCredentials } from '../config/credentials';
import { RUN_ANNOTATION, type RunFacts } from '../run/run-facts';
import { keptWorkerFixture } from '../run/kept-worker';
import type { Signing } from './deliveries';
import { Readings } from '../readings/readings';
import type { ReceiverTarget } from './receiver-target';

interface ReceiverFixtures {
  /** Set in cli/receiver.config.ts; holds no secret. */
  receiver: ReceiverTarget;
  /** The secret in force and the x-api-key, read here from the environment: never in Playwright's options. */
  signing: Signing;
  /** The open choices in force, and what the receiver showed of them. */
  readings: Readings;
  receiverRecord: void;
  violationsKeepWorker: void;
}

/** The fixtures of `receiver`: the suite acts as the service and the partner's receiver is the target. */
export const test = base.extend<ReceiverFixtures>({
  receiver: [undefined as unknown as ReceiverTarget, { option: true }],
  signing: async ({ receiver }, use) => {
    const own = readCredentials(process.env, false)[receiver.env] ?? {};
    const [secret, otherSecret] =
      receiver.secretSource === 'hmac-secret'
        ? [own.hmacSecret, own.webhookSecret]
        : [own.webhookSecret, own.hmacSecret];
    // cli/receiver.config.ts refused to start without it.
    await use({ secret: secret!, otherSecret, apiKey: own.apiKey, scheme: receiver.webhooks });
  },
  readings: async ({ receiver }, use, testInfo) => use(new Readings(receiver, testInfo)),
  receiverRecord: [
    async ({ receiver }, use, testInfo) => {
      const baseUrls: Record<string, string> = {
        receiver: receiver.url,
        ...(receiver.processedUrl ? { 'processed callback': receiver.processedUrl } : {}),
      };
      const facts: RunFacts = {
        seed: receiver.seed,
        target: { env: receiver.env, baseUrls, capabilities: {}, embeddedMock: false },
      };
      testInfo.annotations.push({ type: RUN_ANNOTATION, description: JSON.stringify(facts) });
      await use();
    },
    { auto: true },
  ],
  violationsKeepWorker: keptWorkerFixture,
});
