import { emailAddressIn, personalDataIn } from '../../kit/native/personal-data';
import type { AssumptionId } from '../../rules/assumptions';
import type { RuleId } from '../../rules';
import { fieldSurfaces, SURFACE_KIND, type PathSurface, type SeenExchange } from './seen-exchange';
import type { Traffic } from '../../kit/proxy/traffic';

export type { Traffic };

/**
 * One situation the traffic showed where a rule applies, and what broke it there (no credential, no personal value).
 */
export interface TrafficCase {
  exchange: SeenExchange;
  problem?: string;
}

/** A partner rule that traffic shows: where it applies and how each case broke it. */
export interface TrafficRule {
  rule: RuleId;
  /** Why it was not checked when the traffic held no case of it. */
  unchecked(traffic: Traffic): string;
  expected: string;
  /** The rows of the assumption table its verdict depends on. */
  reads: AssumptionId[];
  cases(traffic: Traffic): TrafficCase[];
}

const SURFACE_NAME: Record<PathSurface, string> = {
  legacy: '/api',
  native: 'the Native API',
  hosted: 'Hosted Checkout',
  'kyc-sharing': 'KYC sharing',
  other: 'a path of no surface',
};
const FIELD_NAME = {
  apiCredential: 'the /api credential',
  apiSecret: 'the /api signing secret',
  apiKey: 'the Hosted Checkout x-api-key',
  partnerRef: 'the partnerRef',
  hmacKey: 'the HMAC key',
  hmacSecret: 'the HMAC secret',
  webhookSecret: 'the webhook secret',
} as const;

const none = (what: string) => `no ${what} came through the proxy`;
const toService = (exchange: SeenExchange) => exchange.surface !== 'other';
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const field = (exchange: SeenExchange, name: string): unknown =>
  isObject(exchange.body) ? exchange.body[name] : undefined;
const creates = (exchange: SeenExchange, traffic: Traffic) =>
  exchange.method === 'POST' && exchange.path === traffic.identityCreatePath;
const failed = (exchange: SeenExchange) =>
  exchange.status === undefined || exchange.status === 429 || exchange.status >= 500;

/** JSON pointers of the nulls in a body. */
function nullsIn(value: unknown, pointer = ''): string[] {
  if (value === null) return [pointer || '/'];
  if (Array.isArray(value)) return value.flatMap((item, index) => nullsIn(item, `${pointer}/${index}`));
  if (isObject(value)) return Object.entries(value).flatMap(([key, item]) => nullsIn(item, `${pointer}/${key}`));
  return [];
}

/** The emails the partner sent (identity creation, email lookup): the personal data its identifiers must not hold. */
function emailsSent(traffic: Traffic): string[] {
  return [
    ...new Set(
      traffic.exchanges
        .flatMap((exchange) => [field(exchange, 'email'), ...(exchange.query.email ?? [])])
        .filter((email): email is string => typeof email === 'string' && email.includes('@')),
    ),
  ];
}

function personalData(identifier: string, emails: readonly string[]): string | undefined {
  for (const email of emails) {
    const found = personalDataIn(identifier, { email }, 'the backend sent');
    if (found) return found;
  }
  return emailAddressIn(identifier);
}

/** The identityReference a request names: in the Native API's identity paths, or its body. */
function identityReferenceOf(exchange: SeenExchange): string | undefined {
  const inPath = /^\/eapi\/v0\/identities\/([^/]+)/.exec(exchange.path)?.[1];
  if (inPath) return decodeURIComponent(inPath);
  const inBody = field(exchange, 'identityReference');
  return typeof inBody === 'string' ? inBody : undefined;
}

/** An application code anywhere near the top of an answer (the Native API's error body is not shown). */
function codeIn(value: unknown, depth = 0): number | undefined {
  if (!isObject(value) || depth > 2) return undefined;
  if (value.code !== undefined && !Number.isNaN(Number(value.code))) return Number(value.code);
  for (const item of Object.values(value)) {
    const code = codeIn(item, depth + 1);
    if (code !== undefined) return code;
  }
  return undefined;
}

/**
 * Polling of one path: each distinct request (method, path, query) is a case, broken when more than `repeats` of it
 * fall within one window.
 */
function polled(traffic: Traffic, path: string): TrafficCase[] {
  const groups = new Map<string, SeenExchange[]>();
  for (const exchange of traffic.exchanges.filter((one) => one.method === 'GET' && one.path === path)) {
    const key = JSON.stringify(Object.entries(exchange.query).sort());
    groups.set(key, [...(groups.get(key) ?? []), exchange]);
  }
  const { repeats, windowMs } = traffic.polling;
  return [...groups.values()].map((same) => {
    // The first window holding more than `repeats` of them: the request that went over, and the one that began it.
    const over = same.findIndex(
      (exchange, index) => index >= repeats && exchange.at - same[index - repeats].at <= windowMs,
    );
    if (over < 0) return { exchange: same[0], problem: undefined };
    const [began, went] = [same[over - repeats], same[over]];
    const seconds = Math.ceil((went.at - began.at) / 1000);
    return {
      exchange: same[0],
      problem: `the same request ${repeats + 1} times within ${seconds} s (#${began.n} to #${went.n})`,
    };
  });
}

/** Which networks of a coin take a tag, as a GET /api/coins/buy answer says, and which one is its default. */
interface BuyCoin {
  defaultNetwork?: string;
  /** address_tag.required per network code: true, false, or null and absent (undefined) alike: unknown. */
  tagRequired: Map<string, boolean | undefined>;
}

/**
 * The coins the traffic's GET /api/coins/buy answers list, by coin code (the last answer wins): which coins have tags
 * is the service's reference data, never a list kept here.
 */
function buyCoins(traffic: Traffic): Map<string, BuyCoin> {
  const coins = new Map<string, BuyCoin>();
  for (const exchange of traffic.exchanges) {
    if (exchange.method !== 'GET' || !/^\/api\/coins(\/buy)?$/.test(exchange.path) || !isObject(exchange.answer))
      continue;
    const listed = isObject(exchange.answer.data) ? exchange.answer.data.coins : undefined;
    for (const coin of Array.isArray(listed) ? listed.filter(isObject) : []) {
      if (typeof coin.coin_code !== 'string' || !Array.isArray(coin.blockchains)) continue;
      const entry: BuyCoin = { tagRequired: new Map() };
      for (const chain of coin.blockchains.filter(isObject)) {
        if (typeof chain.code !== 'string') continue;
        if (chain.is_default === true) entry.defaultNetwork = chain.code;
        const required = isObject(chain.address_tag) ? chain.address_tag.required : undefined;
        entry.tagRequired.set(chain.code, typeof required === 'boolean' ? required : undefined);
      }
      coins.set(coin.coin_code, entry);
    }
  }
  return coins;
}

/** A POST /api/orders whose target is a coin listed for buy: a buy order ("source ... determines buy or sell"). */
function buyOf(exchange: SeenExchange, coins: Map<string, BuyCoin>): BuyCoin | undefined {
  if (exchange.method !== 'POST' || exchange.path !== '/api/orders') return undefined;
  const target = field(exchange, 'target');
  return typeof target === 'string' ? coins.get(target) : undefined;
}

/**
 * The coin codes the traffic names: the GET /api/coins answers (buy or sell) and the crypto of Hosted Checkout buys
 * ("crypto (string, coin code)"). The document lists no coin: these are the service's and the partner's own words.
 */
function coinCodes(traffic: Traffic): Set<string> {
  const codes = new Set<string>();
  for (const exchange of traffic.exchanges) {
    if (exchange.method === 'GET' && /^\/api\/coins(\/(buy|sell))?$/.test(exchange.path) && isObject(exchange.answer)) {
      const listed = isObject(exchange.answer.data) ? exchange.answer.data.coins : undefined;
      for (const coin of Array.isArray(listed) ? listed.filter(isObject) : [])
        if (typeof coin.coin_code === 'string') codes.add(coin.coin_code);
    }
    const crypto = exchange.surface === 'hosted' ? field(exchange, 'crypto') : undefined;
    if (typeof crypto === 'string' && exchange.method === 'POST') codes.add(crypto);
  }
  return codes;
}

/** The two sides of a price, order, buy or ramp, as sent (ASSUME-NAT-PAYLOADS: the Native API's source and target). */
function pairOf(exchange: SeenExchange): [unknown, unknown] | undefined {
  const fromQuery = () => [exchange.query.source?.[0], exchange.query.target?.[0]] as [unknown, unknown];
  const fromBody = () => [field(exchange, 'source'), field(exchange, 'target')] as [unknown, unknown];
  if (exchange.method === 'GET' && ['/api/prices', '/eapi/v0/price', '/eapi/v0/quote'].includes(exchange.path))
    return fromQuery();
  if (exchange.method !== 'POST') return undefined;
  if (exchange.path === '/api/orders' || exchange.path === '/eapi/v0/ramps') return fromBody();
  if (exchange.surface === 'hosted' && /\/v2\/(buy|sell)$/.test(exchange.path))
    return [field(exchange, 'fiat'), field(exchange, 'crypto')];
  return undefined;
}

/** The optional fields of POST /api/orders for sell orders only; refund_address is "yes in schema": not judged. */
const SELL_ONLY = ['refund_address_tag', 'source_address', 'source_address_tag'];

/** A ramp creation that names its identity (ASSUME-NAT-PAYLOADS: the payload is not shown). */
const ramp = (exchange: SeenExchange) =>
  exchange.method === 'POST' && exchange.path === '/eapi/v0/ramps' && identityReferenceOf(exchange) !== undefined;

/** The last answer before a ramp that showed its identity's paymentReady (a boolean), if any. */
function lastEligibility(traffic: Traffic, exchange: SeenExchange): SeenExchange | undefined {
  const reference = identityReferenceOf(exchange);
  return traffic.exchanges
    .filter(
      (earlier) =>
        earlier.end <= exchange.at &&
        isObject(earlier.answer) &&
        typeof earlier.answer.paymentReady === 'boolean' &&
        (earlier.answer.identityReference === reference || identityReferenceOf(earlier) === reference),
    )
    .at(-1);
}

const orderCreation = (exchange: SeenExchange) =>
  exchange.method === 'POST' &&
  ((exchange.surface === 'hosted' && /\/v2\/(buy|sell)$/.test(exchange.path)) || exchange.path === '/eapi/v0/ramps');

export const trafficRules: readonly TrafficRule[] = [
  {
    rule: 'PTR-NO-NULL',
    reads: [],
    unchecked: () => none('request with a JSON body'),
    expected: 'no null anywhere in a request body: an optional field is a string or left out',
    cases: (traffic) =>
      traffic.exchanges
        .filter((exchange) => toService(exchange) && typeof exchange.body === 'object' && exchange.body !== null)
        .map((exchange) => {
          const nulls = nullsIn(exchange.body);
          return { exchange, problem: nulls.length ? `null at ${nulls.join(', ')}` : undefined };
        }),
  },
  {
    rule: 'PTR-ONE-AMOUNT',
    reads: [],
    unchecked: () => none('GET /api/prices'),
    expected: 'source_amount or target_amount, never both',
    cases: (traffic) =>
      traffic.exchanges
        .filter((exchange) => exchange.method === 'GET' && exchange.path === '/api/prices')
        .map((exchange) => ({
          exchange,
          problem:
            exchange.query.source_amount && exchange.query.target_amount
              ? 'both source_amount and target_amount'
              : undefined,
        })),
  },
  {
    rule: 'PTR-QUOTE-ID-RAMPS-ONLY',
    reads: [],
    unchecked: () => none('request to the service other than POST /eapi/v0/ramps'),
    expected: 'quoteId only in POST /eapi/v0/ramps',
    cases: (traffic) =>
      traffic.exchanges
        .filter(
          (exchange) => toService(exchange) && !(exchange.method === 'POST' && exchange.path === '/eapi/v0/ramps'),
        )
        .map((exchange) => ({
          exchange,
          problem: exchange.query.quoteId
            ? 'quoteId in the query'
            : field(exchange, 'quoteId') !== undefined
              ? 'quoteId in the body'
              : undefined,
        })),
  },
  {
    rule: 'PTR-EXTERNAL-CUSTOMER-ID',
    reads: ['ASSUME-NAT-PAYLOADS'],
    unchecked: () => none('buy or sell order creation (POST /{partnerRef}/v2/buy, POST /eapi/v0/ramps)'),
    expected: 'a non-empty string, the same for every order of one identity, holding no personal data',
    cases: (traffic) => {
      const emails = emailsSent(traffic);
      const byIdentity = new Map<string, string>();
      return traffic.exchanges.filter(orderCreation).map((exchange) => {
        const id = field(exchange, 'externalCustomerId');
        if (typeof id !== 'string' || id === '')
          return {
            exchange,
            problem:
              id === undefined ? 'no externalCustomerId' : `externalCustomerId is ${id === '' ? 'empty' : typeof id}`,
          };
        const found = personalData(id, emails);
        if (found) return { exchange, problem: `externalCustomerId holds ${found}` };
        const identity = identityReferenceOf(exchange);
        const before = identity === undefined ? undefined : byIdentity.get(identity);
        if (identity !== undefined) byIdentity.set(identity, id);
        return {
          exchange,
          problem:
            before !== undefined && before !== id
              ? 'externalCustomerId differs from an earlier order of the same identityReference'
              : undefined,
        };
      });
    },
  },
  {
    rule: 'PTR-IDENTITY-REFERENCE-OPAQUE',
    reads: [],
    unchecked: () => none('request naming an identityReference'),
    expected: 'an identityReference with no email address and no email the partner sent',
    cases: (traffic) => {
      const emails = emailsSent(traffic);
      return traffic.exchanges.flatMap((exchange) => {
        const reference = identityReferenceOf(exchange);
        if (reference === undefined) return [];
        const found = personalData(reference, emails);
        return [{ exchange, problem: found ? `identityReference holds ${found}` : undefined }];
      });
    },
  },
  {
    rule: 'PTR-PAYMENT-READY',
    reads: ['ASSUME-NAT-PAYLOADS'],
    unchecked: () =>
      none('ramp creation (POST /eapi/v0/ramps) for an identity whose paymentReady an earlier answer showed'),
    expected: 'a ramp only for an identity last seen with paymentReady true',
    // A ramp for an identity whose eligibility the traffic never showed proves nothing either way: no case.
    cases: (traffic) =>
      traffic.exchanges.filter(ramp).flatMap((exchange) => {
        const last = lastEligibility(traffic, exchange);
        if (!last) return [];
        return [
          {
            exchange,
            problem:
              (last.answer as { paymentReady: boolean }).paymentReady === false
                ? `its identity was last seen with paymentReady false (#${last.n})`
                : undefined,
          },
        ];
      }),
  },
  {
    rule: 'PTR-ELIGIBILITY-READ',
    reads: ['ASSUME-NAT-PAYLOADS'],
    unchecked: () => none('ramp creation (POST /eapi/v0/ramps) naming its identityReference'),
    expected: 'a ramp only after an answer showed its identity with paymentReady true',
    // A ramp after an answer with false is PTR-PAYMENT-READY's case, not this one's: a broken ramp fails one rule.
    cases: (traffic) =>
      traffic.exchanges.filter(ramp).flatMap((exchange) => {
        const last = lastEligibility(traffic, exchange);
        if ((last?.answer as { paymentReady?: boolean } | undefined)?.paymentReady === false) return [];
        return [
          {
            exchange,
            problem: last ? undefined : "no answer before it showed its identity's paymentReady",
          },
        ];
      }),
  },
  {
    rule: 'PTR-CODE-81-FETCH',
    reads: ['ASSUME-NAT-PATHS'],
    unchecked: (traffic) => none(`identity creation (POST ${traffic.identityCreatePath}) answered with code 81`),
    expected: 'after code 81, the existing identity fetched, never the same identity created again',
    cases: (traffic) =>
      traffic.exchanges
        .filter((exchange) => creates(exchange, traffic) && exchange.status === 422 && codeIn(exchange.answer) === 81)
        .map((exchange) => {
          const same = (later: SeenExchange) =>
            JSON.stringify(field(later, 'email') ?? later.body) ===
            JSON.stringify(field(exchange, 'email') ?? exchange.body);
          const again = traffic.exchanges.find(
            (later) => later.at >= exchange.end && creates(later, traffic) && same(later),
          );
          return { exchange, problem: again ? `created again at #${again.n} after code 81` : undefined };
        }),
  },
  {
    rule: 'PTR-SURFACE-CREDENTIALS',
    reads: ['ASSUME-HMAC-SCHEME'],
    unchecked: () => none('request to the service carrying a credential'),
    expected:
      'Bearer to /api, x-api-key to Hosted Checkout, HMAC to the Native API and KYC sharing, each with its ' +
      'own credential',
    cases: (traffic) =>
      traffic.exchanges
        .filter((exchange) => toService(exchange) && exchange.credentials.length)
        .map((exchange) => {
          const wrong = exchange.credentials.flatMap((sent) => [
            ...(sent.kind && sent.kind !== SURFACE_KIND[exchange.surface] ? [`${sent.kind} (${sent.header})`] : []),
            ...(sent.owner && !fieldSurfaces(sent.owner.field).includes(exchange.surface)
              ? [`${FIELD_NAME[sent.owner.field]} of ${sent.owner.env} (${sent.header})`]
              : []),
          ]);
          return {
            exchange,
            problem: wrong.length ? `${wrong.join(', ')} sent to ${SURFACE_NAME[exchange.surface]}` : undefined,
          };
        }),
  },
  {
    rule: 'PTR-NO-LEGACY-IN-NEW',
    reads: [],
    unchecked: (traffic) =>
      traffic.integration === undefined
        ? 'the integration is not declared: `proxy --integration new` checks it'
        : traffic.integration === 'existing'
          ? 'the integration is declared existing (--integration): /api is its surface'
          : none('request to the service'),
    expected: 'no request to /api: a new integration uses the Native API or Hosted Checkout',
    cases: (traffic) =>
      traffic.integration !== 'new'
        ? []
        : traffic.exchanges.filter(toService).map((exchange) => ({
            exchange,
            problem: exchange.surface === 'legacy' ? 'a request to /api from a new integration' : undefined,
          })),
  },
  {
    rule: 'PTR-PRICES-ON-REQUEST',
    reads: ['ASSUME-PTR-POLLING'],
    unchecked: () => none('GET /api/prices'),
    expected: 'the same price request no more than PARTNER_POLL_REPEATS times within PARTNER_POLL_WINDOW_S',
    cases: (traffic) => polled(traffic, '/api/prices'),
  },
  {
    rule: 'PTR-WEBHOOKS-NOT-POLLING',
    reads: ['ASSUME-PTR-POLLING'],
    unchecked: () => none('GET /api/orders'),
    expected:
      'the same order list no more than PARTNER_POLL_REPEATS times within PARTNER_POLL_WINDOW_S: status from webhooks',
    cases: (traffic) => polled(traffic, '/api/orders'),
  },
  {
    rule: 'PTR-BACKOFF',
    reads: ['ASSUME-PTR-BACKOFF'],
    unchecked: () => none('retry of a request answered 429 or 5xx'),
    expected:
      'each retry after its 429 or 5xx no sooner than Retry-After or PARTNER_BACKOFF_MS, and no sooner than ' +
      'the wait before it',
    cases: (traffic) => {
      // Per method and path: the wait of the retry before, while the retries go on (a success ends the run of them).
      const lastWait = new Map<string, number>();
      return traffic.exchanges.flatMap((exchange) => {
        const key = `${exchange.method} ${exchange.path}`;
        if (!failed(exchange)) {
          lastWait.delete(key);
          return [];
        }
        const retry = traffic.exchanges.find(
          (later) => later.at >= exchange.end && `${later.method} ${later.path}` === key,
        );
        if (!retry) return [];
        const wait = Math.round(retry.at - exchange.end);
        const least = Math.max(exchange.retryAfterMs ?? traffic.backoffMs, lastWait.get(key) ?? 0);
        lastWait.set(key, wait);
        const answered = exchange.status === undefined ? 'no answer' : String(exchange.status);
        return [
          {
            exchange: retry,
            problem:
              wait < least
                ? `retried ${wait} ms after ${answered} (#${exchange.n}); backing off is at least ${least} ms`
                : undefined,
          },
        ];
      });
    },
  },
  {
    rule: 'PTR-ORDERS-JSON',
    reads: [],
    unchecked: () => none('POST /api/orders whose body the proxy kept whole'),
    expected: 'content type application/json and a body that parses as one JSON object',
    cases: (traffic) =>
      traffic.exchanges
        .filter((exchange) => exchange.method === 'POST' && exchange.path === '/api/orders' && !exchange.truncated)
        .map((exchange) => ({
          exchange,
          problem:
            exchange.contentType !== 'application/json'
              ? `content type ${exchange.contentType ?? 'none'}`
              : !isObject(exchange.body)
                ? exchange.body === undefined
                  ? 'a body that does not parse as JSON'
                  : `a JSON ${Array.isArray(exchange.body) ? 'array' : typeof exchange.body}, not an object`
                : undefined,
        })),
  },
  {
    rule: 'PTR-ADDRESS-TAG',
    reads: [],
    unchecked: () =>
      `${none('POST /api/orders buying a coin whose network takes a tag')}: the document names no such network, ` +
      'so the rule reads address_tag.required from the GET /api/coins/buy answers the proxy saw',
    expected: "a non-empty wallet_address_tag on a buy whose network's address_tag.required is true",
    cases: (traffic) => {
      const coins = buyCoins(traffic);
      return traffic.exchanges.flatMap((exchange) => {
        const coin = buyOf(exchange, coins);
        if (!coin) return [];
        // The network sent, else the coin's default ("default is the coin's configured default").
        const sent = field(exchange, 'blockchain');
        const network = typeof sent === 'string' ? sent : coin.defaultNetwork;
        if (network === undefined || coin.tagRequired.get(network) !== true) return [];
        const tag = field(exchange, 'wallet_address_tag');
        const wrong =
          tag === undefined
            ? 'no wallet_address_tag'
            : typeof tag !== 'string'
              ? `wallet_address_tag ${tag === null ? 'null' : `a ${typeof tag}`}`
              : tag.trim() === ''
                ? 'an empty wallet_address_tag'
                : undefined;
        const on = `${String(field(exchange, 'target'))} on ${network}, whose address_tag.required is true`;
        return [{ exchange, problem: wrong && `${wrong}: ${on}` }];
      });
    },
  },
  {
    rule: 'PTR-ORDER-FIELDS-BY-DIRECTION',
    reads: [],
    unchecked: () =>
      `${none('POST /api/orders buying a coin')}: the source determines buy or sell, so a buy is an order whose ` +
      'target a GET /api/coins/buy answer the proxy saw lists',
    expected: 'no refund_address_tag, source_address or source_address_tag on a buy order (sell orders only)',
    cases: (traffic) => {
      const coins = buyCoins(traffic);
      return traffic.exchanges
        .filter((exchange) => buyOf(exchange, coins))
        .map((exchange) => {
          const sent = SELL_ONLY.filter((name) => field(exchange, name) !== undefined);
          return { exchange, problem: sent.length ? `${sent.join(', ')} on a buy order` : undefined };
        });
    },
  },
  {
    rule: 'PTR-NO-SWAP',
    reads: ['ASSUME-NAT-PAYLOADS'],
    unchecked: () =>
      `${none('price, order, buy or ramp with a coin on one side')}: coins are the codes the GET /api/coins ` +
      'answers and the Hosted Checkout buys the proxy saw name (the document lists none)',
    expected: 'a coin on one side only of a price, order, buy or ramp: the service is not for crypto-to-crypto swaps',
    // Custody, wallet infrastructure and self-settlement show in no request: the rule's title says it checks swaps.
    cases: (traffic) => {
      const coins = coinCodes(traffic);
      return traffic.exchanges.flatMap((exchange) => {
        const pair = pairOf(exchange);
        const sides = pair?.map((code) => typeof code === 'string' && coins.has(code)) ?? [];
        if (!sides.some(Boolean)) return [];
        return [
          { exchange, problem: sides.every(Boolean) ? `a coin on both sides (${pair!.join(' to ')})` : undefined },
        ];
      });
    },
  },
];
