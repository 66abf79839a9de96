import type { ConformanceReport } from './model';

/**
 * A fixed model with one rule of every kind, for the unit tests of each view and to preview the page
 * while changing it. The response body carries markup on purpose: it must come out escaped.
 */
export function sampleReport(): ConformanceReport {
  return {
    suiteVersion: '0.1.0',
    target: {
      env: 'sandbox',
      baseUrls: {
        sandbox: 'http://127.0.0.1:4010',
        production: 'http://127.0.0.1:4011',
        control: 'http://127.0.0.1:4010/__control',
      },
      capabilities: { clock: true, reset: true, orderStatus: false },
      embeddedMock: true,
    },
    startedAt: '2025-11-21T14:00:00.000Z',
    durationMs: 83_200,
    seed: 12345,
    summary: {
      rules: 7,
      passed: 2,
      partiallyChecked: 1,
      failed: 1,
      skipped: 1,
      warnings: 1,
      waived: 0,
      inconclusive: 0,
      errors: 0,
      notChecked: 1,
    },
    rules: [
      {
        id: 'LEG-ORDERS-PER-PAGE-MAX',
        title: 'MUST never return more than 200 orders on one page (per_page above 200 refused or capped)',
        level: 'MUST',
        surface: 'legacy',
        source: 'Endpoints › GET /api/orders; Limits',
        status: 'failed',
        reason: 'LEG-ORDERS-PER-PAGE-MAX: received 500 orders on one page; documented maximum 200 (Limits)',
        tests: [
          {
            title: 'legacy › pagination.spec.ts › MUST refuse per_page above 200',
            status: 'failed',
            durationMs: 420,
            requestIds: ['req-0001'],
            location: 'suites/scenarios/pagination.spec.ts:42',
            reason: 'LEG-ORDERS-PER-PAGE-MAX: received 500 orders on one page; documented maximum 200 (Limits)',
            counterexample: {
              value: '500',
              caseSeed: 977204398,
              path: '0:2',
              cases: 3,
              shrinks: 4,
              edge: false,
              replay: { seed: 42, grep: 'MUST refuse per_page above 200' },
            },
            evidence: [
              {
                requestId: 'req-0001',
                startedAt: '2025-11-21T14:00:10.000Z',
                durationMs: 35,
                request: {
                  method: 'GET',
                  url: 'http://127.0.0.1:4010/api/orders?per_page=500',
                  headers: { authorization: 'Bearer [REDACTED]', 'x-request-id': 'req-0001' },
                },
                response: {
                  status: 200,
                  headers: { 'content-type': 'application/json', 'set-cookie': 'session=abc' },
                  body: '{"data":{"orders":[],"note":"<script>alert(1)</script>"}}',
                },
              },
            ],
          },
        ],
      },
      {
        id: 'LEG-RESPONSE-DATA',
        title: 'MUST wrap /api results in a top-level data object',
        level: 'MUST',
        surface: 'legacy',
        source: 'What the service does, 8',
        status: 'passed',
        tests: [
          {
            title: 'legacy › shape.spec.ts › MUST wrap results in data',
            status: 'passed',
            durationMs: 80,
            requestIds: ['req-0002'],
          },
        ],
      },
      {
        id: 'LEG-PRICES-RATE-LIMITED',
        title: 'ASSUMED the price endpoint answers 429 within LEGACY_PRICES_RATE_PROBE requests in a minute',
        level: 'ASSUMED',
        surface: 'legacy',
        source: 'Endpoints › GET /api/prices; Limits',
        status: 'warning',
        reason: 'LEG-PRICES-RATE-LIMITED: received no 429 in 120 requests; assumed within 120 (Limits)',
        tests: [
          {
            title: 'legacy › rate.spec.ts › ASSUMED prices are rate limited',
            status: 'failed',
            durationMs: 9000,
            requestIds: [],
            reason: 'LEG-PRICES-RATE-LIMITED: received no 429 in 120 requests; assumed within 120 (Limits)',
            evidence: [],
          },
        ],
      },
      {
        id: 'LEG-CHECKOUT-URL-EXPIRES',
        title: 'MUST stop loading a checkout URL that was not loaded within 1 minute of creation',
        level: 'MUST',
        surface: 'legacy',
        source: 'States and transitions (checkout URL validity)',
        status: 'skipped',
        reason: 'needs the clock capability of the test-control API',
        tests: [
          {
            title: 'legacy › checkout.spec.ts › MUST expire an unloaded checkout URL',
            status: 'skipped',
            durationMs: 0,
            requestIds: [],
            reason: 'needs the clock capability of the test-control API',
          },
        ],
      },
      {
        id: 'LEG-SUPPORTED-AGENTS',
        title: 'MUST not offer a method with non-null supported_agents outside the listed browser and OS pairs',
        level: 'MUST',
        surface: 'legacy',
        source: 'Resources › Payment method (rule)',
        status: 'skipped',
        notChecked: true,
        reason: "not checked: a partner's obligation in its own product; nothing the service answers shows it",
        tests: [],
      },
      {
        id: 'LEG-ENV-SANDBOX-ON-PRODUCTION',
        title: 'MUST refuse a sandbox credential in production with 401',
        level: 'MUST',
        surface: 'legacy',
        source: 'Authentication, rule 2',
        status: 'partially-checked',
        reason: '1 of 2 tests skipped: needs PRODUCTION_HMAC_KEY: a cross-environment scenario',
        tests: [
          {
            title: 'legacy › environments.spec.ts › MUST refuse a sandbox credential on /api in production',
            status: 'passed',
            durationMs: 60,
            requestIds: ['req-0009'],
          },
          {
            title: 'legacy › environments.spec.ts › MUST refuse a sandbox credential on prices in production',
            status: 'skipped',
            durationMs: 0,
            requestIds: [],
            reason: 'needs PRODUCTION_HMAC_KEY: a cross-environment scenario',
          },
        ],
      },
      {
        id: 'NAT-QUOTE-TTL',
        title: 'SHOULD keep a quote valid for its documented lifetime',
        level: 'SHOULD',
        surface: 'native',
        source: 'Native API › Quotes',
        status: 'passed',
        tests: [
          {
            title: 'native › quotes.spec.ts › SHOULD keep a quote valid',
            status: 'passed',
            durationMs: 120,
            requestIds: ['req-0003'],
          },
        ],
      },
    ],
    assumptions: [
      {
        id: 'ASSUME-PRICES-RATE-LIMIT',
        text: 'GET /api/prices answers 429 within this many requests in a minute',
        value: 'LEGACY_PRICES_RATE_PROBE=120',
        source: 'default',
        status: 'no-evidence',
      },
      {
        id: 'ASSUME-LEG-AUTH',
        text: 'What follows "Bearer": the credential itself, or the signed token the public SDKs send',
        value: 'static',
        source: 'profile',
        status: 'not-confirmed',
        observed: ['signed'],
        requestIds: ['req-0007'],
        align: 'LEGACY_AUTH=signed',
      },
      {
        id: 'ASSUME-PER-PAGE-ABOVE-MAX',
        text: 'per_page above 200 is refused with a 4xx or capped at 200',
        value: 'capped',
        source: 'probe',
        status: 'confirmed',
        observed: ['capped'],
        requestIds: ['req-0008'],
      },
    ],
    drift: [
      {
        operation: 'GET /api/coins/{orderType} 200',
        path: '/data/coins/*/logo_url',
        example: '"https://cdn.example/btc.png"',
      },
    ],
    errorCodes: {
      listed: [
        {
          kind: 'http',
          code: '401',
          meaning: 'authentication failed: wrong key type, wrong environment, or missing HMAC signature',
          source: 'Errors › HTTP status',
          seen: 4,
          requestIds: ['req-0004', 'req-0005', 'req-0006'],
          answered: 'as documented',
          rules: ['LEG-AUTH-MISSING', 'LEG-AUTH-WRONG'],
          failed: [],
          unchecked: [{ id: 'LEG-AUTH-WRONG', reason: 'needs PRODUCTION_BASE_URL' }],
        },
        {
          kind: 'http',
          code: '429',
          meaning: 'rate limit exceeded; back off and retry',
          source: 'Errors › HTTP status; Limits',
          seen: 0,
          requestIds: [],
          answered: 'not as documented',
          rules: ['LEG-PRICES-RATE-LIMITED'],
          failed: ['LEG-PRICES-RATE-LIMITED'],
          unchecked: [],
        },
        {
          kind: 'http',
          code: '5xx',
          meaning: 'service-side error; retry with backoff; contact support if persistent',
          source: 'Errors › HTTP status',
          seen: 0,
          requestIds: [],
          answered: 'not checked',
          rules: [],
          failed: [],
          unchecked: [],
          reason: 'no request can provoke a service-side error from a faithful target',
        },
        {
          kind: 'application',
          code: '4005',
          meaning: 'The feature is not enabled',
          source: 'Errors › Application codes (Hosted Checkout)',
          seen: 0,
          requestIds: [],
          answered: 'not checked',
          rules: ['HC-KYC-SHARE-4005'],
          failed: [],
          unchecked: [{ id: 'HC-KYC-SHARE-4005', reason: 'KYC sharing is enabled in every environment' }],
          reason: 'HC-KYC-SHARE-4005: KYC sharing is enabled in every environment',
        },
      ],
      unlisted: [
        {
          operation: 'POST /api/orders',
          status: 422,
          code: 1006,
          unlisted: ['code'],
          count: 2,
          example: {
            test: 'legacy › orders.spec.ts › MUST refuse an invalid wallet address',
            requestId: 'req-0007',
            traceId: 'trace-0007',
            body: '{"errors":{"status":422,"code":1006,"title":"<b>invalid</b> wallet address entered"}}',
          },
        },
      ],
    },
    waivers: [],
    responseTimes: sampleResponseTimes(),
    requestBudgets: [{ limit: 'prices', env: 'sandbox', perMinute: 30, requests: 3, busiestMinute: 3 }],
    coverage: [
      {
        operation: 'GET /api/orders',
        spec: 'specs/legacy.yaml',
        requests: 12,
        inputs: [
          { name: 'start_date', in: 'query', sent: true },
          { name: 'end_date', in: 'query', sent: true },
          { name: 'status', in: 'query', sent: true },
          { name: 'per_page', in: 'query', sent: true },
          { name: 'page', in: 'query', sent: true },
          { name: 'account_reference', in: 'query', sent: false },
        ],
        enumValues: [
          { input: 'status', value: 'inProgress', sent: true },
          { input: 'status', value: 'declined', sent: false },
        ],
        edges: [
          { input: 'per_page', value: '200', sent: true },
          { input: 'per_page', value: '201', sent: false },
          { input: 'per_page', value: '100', sent: true },
        ],
        statuses: [
          { status: 200, provoked: true },
          { status: 401, provoked: true },
          {
            status: 422,
            provoked: false,
            note: { kind: 'not-exercised', reason: 'the target <b>refuses</b> nothing here' },
          },
        ],
      },
      {
        operation: 'GET /api/prices',
        spec: 'specs/legacy.yaml',
        requests: 4,
        inputs: [
          {
            name: 'blockchain',
            in: 'query',
            sent: true,
            note: { kind: 'effect-not-observable', reason: 'no field of a price names the network quoted' },
          },
        ],
        enumValues: [],
        statuses: [{ status: 200, provoked: true }],
      },
      {
        operation: 'GET /api/fiats/{orderType}',
        spec: 'specs/legacy.yaml',
        requests: 3,
        inputs: [
          { name: 'orderType', in: 'path', sent: true },
          { name: 'Accept', in: 'header', sent: true },
        ],
        enumValues: [
          { input: 'orderType', value: 'buy', sent: true },
          { input: 'orderType', value: 'sell', sent: false },
        ],
        statuses: [
          { status: 200, provoked: true },
          { status: 401, provoked: true },
        ],
      },
    ],
    comparison: {
      previous: {
        startedAt: '2025-11-20T14:00:00.000Z',
        env: 'sandbox',
        suiteVersion: '0.1.0',
        runStatus: 'passed',
        seed: 777,
        source: 'history/2025-11-20T14-00-00-000Z-sandbox.json',
      },
      newlyFailing: [
        {
          id: 'LEG-ORDERS-PER-PAGE-MAX',
          title: 'MUST never return more than 200 orders on one page (per_page above 200 refused or capped)',
          level: 'MUST',
          surface: 'legacy',
          before: 'passed',
          after: 'failed',
          reason: 'LEG-ORDERS-PER-PAGE-MAX: received 500 orders on one page; documented maximum 200 (Limits)',
        },
      ],
      fixed: [
        {
          id: 'NAT-QUOTE-TTL',
          title: 'SHOULD keep a quote valid for its documented lifetime',
          level: 'SHOULD',
          surface: 'native',
          before: 'warning',
          after: 'passed',
        },
      ],
      otherChanges: [],
      newDrift: [
        {
          operation: 'GET /api/coins/{orderType} 200',
          path: '/data/coins/*/logo_url',
          example: '"https://cdn.example/btc.png"',
        },
      ],
    },
    runStatus: 'failed',
    runErrors: [],
    unknownRuleIds: [],
    testsWithoutRule: [],
    partner: [
      {
        id: 'PTR-RECEIVER-ACKNOWLEDGES',
        level: 'MUST',
        surface: 'partner',
        title: 'MUST answer a signed webhook 200 at once',
        source: 'Events, 2',
        result: 'passed',
        how: 'receiver, 2025-11-21T09:58:00.000Z, https://staging.partner.example/webhooks',
      },
      {
        id: 'PTR-RECEIVER-REPEAT',
        level: 'ASSUMED',
        surface: 'partner',
        title: 'ASSUMED a repeated delivery is acknowledged 200 and processed once',
        source: 'Events, 2 and 5',
        result: 'partially checked',
        reason: '1 of 2 tests skipped: needs CONFORMANCE_RECEIVER_PROCESSED_URL',
        how: 'receiver, 2025-11-21T09:58:00.000Z, https://staging.partner.example/webhooks',
      },
    ],
  };
}

/** Three /api requests, one of them over the threshold. */
function sampleResponseTimes(): ConformanceReport['responseTimes'] {
  const request = (path: string, durationMs: number, requestId: string) => ({
    surface: 'legacy' as const,
    method: 'GET',
    path,
    status: 200,
    durationMs,
    requestId,
    test: 'conformance › generated/legacy.spec.ts › GET /api/prices',
  });
  const requests = [
    request('/api/countries', 35, 'req-t1'),
    request('/api/prices', 2400, 'req-t2'),
    request('/api/coins/buy', 40, 'req-t3'),
  ];
  return {
    thresholdMs: 2000,
    surfaces: [
      {
        surface: 'legacy',
        requests: 3,
        medianMs: 40,
        p95Ms: 2400,
        maxMs: 2400,
        slowest: [requests[1], requests[2], requests[0]],
      },
    ],
    slow: [requests[1]],
    perRule: [{ rule: 'LEG-PRICES-SHAPE', requests: 3 }],
    requests,
  };
}
