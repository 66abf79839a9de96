import type { PlanName } from './plans';
import type { Waiver } from './waivers';
import type { ReadingId, ReadingOf } from '../../rules/assumptions';
import type { RequestLimits } from '../http/request-limits';

/** The target under test, as read from the environment. Holds no credential: see credentials.ts. */
export type EnvName = 'sandbox' | 'production';

export interface EnvironmentTarget {
  baseUrl: string;
  /** Optional partner-specific host that also serves /api: LEG-PARTNER-HOST compares it with the base host. */
  partnerBaseUrl?: string;
}

/** Where the value of an assumption row came from. */
export type AssumptionSource = 'default' | 'profile' | 'variable' | 'probe';

/** A row of the assumption table as this run holds it; printed in every report. */
export interface Assumption {
  id: string;
  text: string;
  value: string;
  source: AssumptionSource;
}

export interface Capabilities {
  clock: boolean;
  reset: boolean;
  orderStatus: boolean;
  webhooks: boolean;
  /**
   * Requests with X-Conformance-Clock-Scope see that scope's clock and rate-limit windows
   * (kit/control/clock-scopes.ts).
   */
  clockScopes: boolean;
}

/** Scenario data that must exist on the target: defaults match the reference mock. */
export interface LegacySample {
  fiat: string;
  coin: string;
  walletAddress: string;
  returnUrl: string;
}

/** Scenario data of Hosted Checkout: defaults match the reference mock. */
export interface HostedSample {
  crypto: string;
  fiat: string;
  fiatAmount: string;
  walletAddress: string;
  redirectUrl: string;
}

export type HmacSignedPart = 'timestamp' | 'method' | 'path' | 'body';

/** The HMAC construction, which the document does not show (ASSUMED; Authentication, rule 5). */
export interface HmacScheme {
  /**
   * 'headers': key, timestamp and signature in their own headers; 'authorization': `Authorization: <prefix>
   * key:signature:nonce`.
   */
  placement: 'headers' | 'authorization';
  authorizationPrefix: string;
  /**
   * The lines of the signed string, in order; a body line is left out when there is no body only under 'authorization'
   * (the SDKs' way).
   */
  signed: readonly HmacSignedPart[];
  /** The path as signed: with its leading slash or without; the query as sent follows it. */
  path: 'with-slash' | 'without-slash';
  nonce: 'seconds' | 'milliseconds';
  keyHeader: string;
  timestampHeader: string;
  signatureHeader: string;
  encoding: 'hex' | 'base64';
  /** A module of the partner's own that signs instead (exports `sign`), or undefined for the built-in one. */
  signerModule?: string;
}

/** How webhooks are signed, which the document does not show (ASSUMED; Events, 5). */
export interface WebhookScheme {
  signatureHeader: string;
  encoding: 'hex' | 'base64';
}

/** Scenario data and assumed paths of the Native API (payloads and two paths are not shown). */
export interface NativeConfig {
  sample: { source: string; target: string; amount: string; walletAddress: string };
  /** An identity whose paymentReady is true, for ramps. */
  readyIdentity: string;
  identityCreatePath: string;
  /** With {identityReference} in it. */
  limitsPath: string;
  /** A quote is still locked this long after it was given, and no longer this long after ("about 3 minutes"). */
  quoteLockedSeconds: number;
  quoteExpiredSeconds: number;
  /** Largest relative difference between the indicative price and a locked quote of the same pair. */
  priceQuoteTolerance: number;
}

export interface TargetConfig {
  env: EnvName;
  /** Both environments when the embedded mock runs; only the configured ones otherwise. */
  environments: Partial<Record<EnvName, EnvironmentTarget>>;
  embeddedMock: boolean;
  /**
   * MOCK_DATA: the order history the embedded mock starts with (mock/order-volumes.ts); 'default' for any other target.
   */
  mockData: 'default' | 'large';
  controlUrl?: string;
  /** CONFORMANCE_PLAN: what the run is for (kit/config/plans.ts); its settings are in the fields here already. */
  plan?: PlanName;
  /** The plan's time limit for the whole run, minutes. */
  budgetMinutes?: number;
  realTime: boolean;
  /** CONFORMANCE_RULES: only these rules' tests run (every project, the serial one included); empty: all. */
  rules: string[];
  /** CONFORMANCE_GREP: only the tests whose title or tags match, in every project. */
  grep?: string;
  /** CONFORMANCE_GREP_INVERT: leaves out the tests whose title or tags match, in every project. */
  grepInvert?: string;
  allowWrites: boolean;
  seed: number;
  /**
   * Generated cases per check of the generated phase (CONFORMANCE_CASES), and per check of a rate-limited operation
   * (CONFORMANCE_RATE_LIMITED_CASES), whose requests wait their turn in the run's budget; each plan sets both.
   */
  cases: { perCheck: number; rateLimited: number };
  /**
   * Sequences of state per model (CONFORMANCE_SEQUENCES) and the commands a sequence may hold at most
   * (CONFORMANCE_SEQUENCE_COMMANDS): each plan sets both, few and short for the gate (kit/sequences).
   */
  sequences: { count: number; maxCommands: number };
  reportDir: string;
  /** A conformance.json to compare with; else the newest run of the same target under REPORT_DIR/history/. */
  previousReport?: string;
  /** 'github': failures are also printed as GitHub Actions annotations. */
  ciAnnotations: 'github' | 'none';
  requestTimeoutMs: number;
  /** CONFORMANCE_WAIVERS: known deviations, each until its expiry. */
  waivers: Waiver[];
  /** CONFORMANCE_SLOW_MS: a request slower than this is listed as slow in the report (never a failure). */
  slowRequestMs: number;
  /**
   * A response body over this many bytes is not read as an answer: its check fails with "body over N MB"
   * (CONFORMANCE_MAX_BODY_MB).
   */
  maxBodyBytes: number;
  /** Requests a minute the suite's own traffic keeps under, per limit and environment, shared by the run's workers. */
  requestLimits: RequestLimits;
  backoff: { maxRetries: number; baseDelayMs: number; maxDelayMs: number };
  legacy: {
    sample: LegacySample;
    /** A coin whose network needs an address tag, an address and a tag for it. */
    tagSample: { coin: string; walletAddress: string; tag: string };
    /** A coin whose network's tag pattern has letters (a memo), an address and a memo with letters for it. */
    memoSample: { coin: string; walletAddress: string; tag: string };
    /**
     * A coin sold on a network other than its default, and an address on that network; an EVM address (0x…) for its
     * other networks, where an order of each network's minimum is tried.
     */
    networkSample: { coin: string; network: string; walletAddress: string; evmWalletAddress: string };
    ordersFrom: string;
    ordersTo: string;
    pricesRateProbe: number;
    /** A discount_code the target accepts (LEGACY_DISCOUNT_CODE); undefined: no discount is tried. */
    discountCode?: string;
  };
  hosted: {
    sample: HostedSample;
    /** Buy fields refused when missing, beyond externalCustomerId (ASSUMED: not shown). */
    assumedRequired: string[];
    /** A customer whose region restricts `crypto`, and an address of that coin (5034 scenario data). */
    restricted: { customerId: string; crypto: string; walletAddress: string };
    /** Environments where KYC sharing is enabled for the account; elsewhere 4005 is expected. */
    kycSharingEnabledIn: EnvName[];
    /** What the checkout page says on a stale session (a regular expression). */
    staleSessionText: string;
  };
  native: NativeConfig;
  hmac: HmacScheme;
  webhooks: WebhookScheme;
  /** How long a partner waits before retrying a 429 or 5xx without Retry-After (ASSUME-PTR-BACKOFF; `proxy`). */
  partnerBackoffMs: number;
  /** The same request more often than `repeats` within `windowMs` is polling (ASSUME-PTR-POLLING; `proxy`). */
  partnerPolling: { repeats: number; windowMs: number };
  /** A checkout URL first loaded within this many seconds of its order was opened at once (ASSUME-PTR-AT-ONCE). */
  partnerAtOnceSeconds: number;
  /** Chromium for the checkout-page scenarios. */
  chromiumPath: string;
  /** The value in force of every key of the assumption table (none is a secret). */
  settingValues: Record<string, string>;
  /** The reading in force of every reading row of the assumption table. */
  readings: { [Id in ReadingId]: ReadingOf<Id> };
  assumptions: Assumption[];
}
