import { ConfigError } from '../config/config-error';
import { CREDENTIAL_VARIABLES, readCredentials } from '../config/credentials';
import { integer, url } from '../config/read-target';
import type { EnvName, TargetConfig, WebhookScheme } from '../config/target-config';

type Env = Record<string, string | undefined>;

/** The partner's webhook receiver under test, as `receiver` reads it; no secret (the worker reads those). */
export interface ReceiverTarget {
  env: EnvName;
  /** CONFORMANCE_RECEIVER_URL: where the suite, acting as the service, delivers. */
  url: string;
  /**
   * CONFORMANCE_RECEIVER_PROCESSED_URL: how the receiver tells what it processed (`GET URL?id=<event id>` answers
   * `{"processed": <times>}`); without it, any 2xx to a wrong delivery counts as processed.
   */
  processedUrl?: string;
  /** CONFORMANCE_RECEIVER_ACK_MS: the longest a 200 may take ("at once", Events, 2). */
  ackMs: number;
  /** CONFORMANCE_RECEIVER_BURST: deliveries sent at once. */
  burst: number;
  /** CONFORMANCE_RECEIVER_PROCESS_MS: how long a valid delivery may take to show as processed. */
  processWithinMs: number;
  /** ASSUME-WEBHOOK-SIGNATURE and ASSUME-WEBHOOK-SECRET in force. */
  webhooks: WebhookScheme;
  secretSource: TargetConfig['readings']['ASSUME-WEBHOOK-SECRET'];
  seed: number;
  /** The assumption table in force: a receiver that reads a row otherwise makes it "not confirmed". */
  readings: TargetConfig['readings'];
  assumptions: TargetConfig['assumptions'];
}

/**
 * The service waits 5 s for a receiver in the mock (mock/webhooks.ts); the document shows no patience: well under it.
 */
export const DEFAULT_ACK_MS = 1000;

export function readReceiverTarget(env: Env, run: TargetConfig): ReceiverTarget {
  const receiverUrl = url(env, 'CONFORMANCE_RECEIVER_URL');
  if (!receiverUrl)
    throw new ConfigError(
      'CONFORMANCE_RECEIVER_URL (or --url) names no receiver: give the URL the service delivers webhooks to',
    );
  // Its valid deliveries are processed: in production that is writing, allowed only as the suite's writes are.
  if (run.env === 'production' && !run.allowWrites) {
    throw new ConfigError(
      'CONFORMANCE_ENV=production: the receiver would process the valid deliveries as real events; certify a ' +
        'sandbox or staging receiver, or set CONFORMANCE_ALLOW_WRITES=1',
    );
  }
  const secretSource = run.readings['ASSUME-WEBHOOK-SECRET'];
  const field = secretSource === 'hmac-secret' ? 'hmacSecret' : 'webhookSecret';
  if (!readCredentials(env, false)[run.env]?.[field]) {
    throw new ConfigError(
      `${run.env.toUpperCase()}_${CREDENTIAL_VARIABLES[field]} is not set: the receiver verifies with it ` +
        `(ASSUME-WEBHOOK-SECRET: ${secretSource})`,
    );
  }
  return {
    env: run.env,
    url: receiverUrl,
    processedUrl: url(env, 'CONFORMANCE_RECEIVER_PROCESSED_URL'),
    ackMs: integer(env, 'CONFORMANCE_RECEIVER_ACK_MS', DEFAULT_ACK_MS, [1, 60_000]),
    burst: integer(env, 'CONFORMANCE_RECEIVER_BURST', 10, [2, 100]),
    processWithinMs: integer(env, 'CONFORMANCE_RECEIVER_PROCESS_MS', 5000, [1, 600_000]),
    webhooks: run.webhooks,
    secretSource,
    seed: run.seed,
    readings: run.readings,
    assumptions: run.assumptions,
  };
}
