/** The target under test, as read from the environment. Holds no credential: see credentials.ts. */
export type EnvName = 'sandbox' | 'production';

export interface EnvironmentTarget {
  baseUrl: string;
  /** Optional partner-specific host that also serves /api. */
  partnerBaseUrl?: string;
}

/** A choice the suite makes where the document is silent; printed in every report. */
export interface Assumption {
  id: string;
  text: string;
  value: string;
}

export interface Capabilities {
  clock: boolean;
  reset: boolean;
  orderStatus: boolean;
  webhooks: boolean;
}

/** Scenario data that must exist on the target: defaults match the reference mock. */
export interface LegacySample {
  fiat: string;
  coin: string;
  walletAddress: string;
  returnUrl: string;
}

export interface TargetConfig {
  env: EnvName;
  /** Both environments when the embedded mock runs; only the configured ones otherwise. */
  environments: Partial<Record<EnvName, EnvironmentTarget>>;
  embeddedMock: boolean;
  controlUrl?: string;
  realTime: boolean;
  allowWrites: boolean;
  seed: number;
  reportDir: string;
  requestTimeoutMs: number;
  backoff: { maxRetries: number; baseDelayMs: number; maxDelayMs: number };
  legacy: {
    sample: LegacySample;
    /** A coin whose network needs an address tag, an address and a tag for it. */
    tagSample: { coin: string; walletAddress: string; tag: string };
    ordersFrom: string;
    ordersTo: string;
    pricesRateProbe: number;
  };
  assumptions: Assumption[];
}
