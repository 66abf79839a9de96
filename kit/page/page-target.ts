import { ConfigError } from '../config/config-error';
import { integer, url } from '../config/read-target';
import type { EnvName, TargetConfig } from '../config/target-config';

/** The partner's page under test, as `page` reads it; no secret (the worker reads the /api credential). */
export interface PageTarget {
  env: EnvName;
  /** CONFORMANCE_PAGE_URL: the partner's page where a customer picks how to pay. */
  url: string;
  /** CONFORMANCE_PAGE_METHODS: the query of GET /api/payment-methods whose methods the page offers. */
  methodsQuery: string;
  /**
   * CONFORMANCE_PAGE_METHOD_ATTRIBUTE: each offered method is an element with this attribute, its value the method's
   * id.
   */
  methodAttribute: string;
  /** CONFORMANCE_PAGE_SETTLE_MS: how long the page may take to show its methods once loaded. */
  settleMs: number;
  /** Where the suite asks the service for the methods (`page` starts the embedded mock when none is configured). */
  serviceUrl: string;
  legacyAuth: TargetConfig['readings']['ASSUME-LEG-AUTH'];
  chromiumPath: string;
}

export function readPageTarget(env: Record<string, string | undefined>, run: TargetConfig): PageTarget {
  const pageUrl = url(env, 'CONFORMANCE_PAGE_URL');
  if (!pageUrl)
    throw new ConfigError(
      "CONFORMANCE_PAGE_URL (or --url) names no page: give the partner's page where a customer picks how to pay",
    );
  const attribute = env.CONFORMANCE_PAGE_METHOD_ATTRIBUTE || 'data-payment-method-id';
  if (!/^[a-z][a-z0-9-]*$/.test(attribute))
    throw new ConfigError(`CONFORMANCE_PAGE_METHOD_ATTRIBUTE must be an attribute name: '${attribute}'`);
  return {
    env: run.env,
    url: pageUrl,
    methodsQuery: env.CONFORMANCE_PAGE_METHODS ?? 'source=EUR&target=BTC',
    methodAttribute: attribute,
    settleMs: integer(env, 'CONFORMANCE_PAGE_SETTLE_MS', 5000, [0, 60_000]),
    serviceUrl: run.environments[run.env]!.baseUrl,
    legacyAuth: run.readings['ASSUME-LEG-AUTH'],
    chromiumPath: run.chromiumPath,
  };
}
