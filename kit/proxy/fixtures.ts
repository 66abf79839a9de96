import { readFileSync } from 'node:fs';
import { test as base } from '@playwright/test';
import { RUN_ANNOTATION, type RunFacts } from '../run/run-facts';
import { keptWorkerFixture } from '../run/kept-worker';
import type { SeenExchange, Traffic } from './traffic';
import type { ProxyTarget } from './proxy-target';

export interface ProxyFixtures {
  proxyRecord: void;
  violationsKeepWorker: void;
}

export interface ProxyWorkerFixtures {
  /** Set in cli/proxy.config.ts; holds no secret (`proxy` is Playwright's own option). */
  proxyTarget: ProxyTarget;
  /** What passed through the proxy, with the settings the rules read: read once. */
  traffic: Traffic;
}

/** The fixtures of `proxy`'s lint run: the partner's traffic is the target. */
export const test = base.extend<ProxyFixtures, ProxyWorkerFixtures>({
  proxyTarget: [undefined as unknown as ProxyTarget, { option: true, scope: 'worker' }],
  traffic: [
    async ({ proxyTarget: proxy }, use) => {
      const exchanges = JSON.parse(readFileSync(proxy.trafficFile, 'utf8')) as SeenExchange[];
      await use({
        exchanges,
        backoffMs: proxy.backoffMs,
        polling: proxy.polling,
        identityCreatePath: proxy.identityCreatePath,
        integration: proxy.integration,
      });
    },
    { scope: 'worker' },
  ],
  proxyRecord: [
    async ({ proxyTarget: proxy }, use, testInfo) => {
      const facts: RunFacts = {
        seed: 0,
        target: {
          env: proxy.env,
          baseUrls: { 'proxy target': proxy.targetUrl },
          capabilities: {},
          embeddedMock: false,
        },
      };
      testInfo.annotations.push({ type: RUN_ANNOTATION, description: JSON.stringify(facts) });
      await use();
    },
    { auto: true },
  ],
  violationsKeepWorker: keptWorkerFixture,
});
