import { test as base } from '@playwright/test';
import { readCredentials } from '../config/credentials';
import { bearer } from '../auth/bearer';
import { signedBearer } from '../auth/signed-bearer';
import { RUN_ANNOTATION, type RunFacts } from '../run/run-facts';
import { keptWorkerFixture } from '../run/kept-worker';
import type { Agent } from './agent';
import type { PageTarget } from './page-target';

/** A payment method as GET /api/payment-methods lists it, as far as the rule reads it. */
export interface ListedMethod {
  id: number;
  name: string;
  supported_agents?: Agent[] | null;
}

interface PageFixtures {
  pageRecord: void;
  violationsKeepWorker: void;
}

interface PageWorkerFixtures {
  /** Set in cli/page.config.ts; holds no secret. */
  pageTarget: PageTarget;
  /**
   * The methods the service lists for the page's query (what the page may offer, and to whom), or why none: asked once.
   */
  methods: ListedMethod[] | string;
}

/** The fixtures of `page`: the partner's page is the target; the service tells which methods admit which browsers. */
export const test = base.extend<PageFixtures, PageWorkerFixtures>({
  pageTarget: [undefined as unknown as PageTarget, { option: true, scope: 'worker' }],
  methods: [async ({ pageTarget }, use) => use(await listedMethods(pageTarget)), { scope: 'worker' }],
  pageRecord: [
    async ({ pageTarget }, use, testInfo) => {
      const baseUrls: Record<string, string> = { page: pageTarget.url, service: pageTarget.serviceUrl };
      const facts: RunFacts = {
        seed: 0,
        target: { env: pageTarget.env, baseUrls, capabilities: {}, embeddedMock: false },
      };
      testInfo.annotations.push({ type: RUN_ANNOTATION, description: JSON.stringify(facts) });
      await use();
    },
    { auto: true },
  ],
  violationsKeepWorker: keptWorkerFixture,
});

/** The methods the service lists for the page's query, or why it did not list them (the tests are skipped then). */
async function listedMethods(target: PageTarget): Promise<ListedMethod[] | string> {
  const path = `/api/payment-methods?${target.methodsQuery}`;
  const own = readCredentials(process.env, false)[target.env] ?? {};
  const url = `${target.serviceUrl}${path}`;
  const auth =
    target.legacyAuth === 'signed'
      ? signedBearer({ key: own.apiCredential ?? '', secret: own.apiSecret ?? '' })
      : bearer(own.apiCredential ?? '');
  try {
    const response = await fetch(url, {
      headers: { accept: 'application/json', ...auth.headers({ method: 'GET', url }) },
      signal: AbortSignal.timeout(10_000),
    });
    return methodsOf(response.status, await response.json().catch(() => undefined), path);
  } catch (error) {
    return `GET ${path} got no answer (${(error as Error).message}): which methods admit which browsers is unknown`;
  }
}

function methodsOf(status: number, body: unknown, path: string): ListedMethod[] | string {
  const methods = (body as { data?: { payment_methods?: unknown } } | undefined)?.data?.payment_methods;
  if (status !== 200 || !Array.isArray(methods))
    return `GET ${path} answered ${status} with no data.payment_methods: which methods admit which browsers is unknown`;
  return methods as ListedMethod[];
}
