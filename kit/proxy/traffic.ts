import type { EnvName } from '../config/target-config';
import type { EnvironmentCredentials } from '../config/credentials';

// The proxy's record as the kit and the partner rules (partner/proxy) both read it: types only, below both.

/**
 * Where a path belongs in the document: the three surfaces, KYC sharing (Hosted Checkout's, signed with HMAC), or none.
 */
export type PathSurface = 'legacy' | 'native' | 'hosted' | 'kyc-sharing' | 'other';
export type CredentialKind = 'bearer' | 'x-api-key' | 'hmac';

/** A credential a request carried: where and of which kind, and whose it is when the run knows it; never the value. */
export interface SentCredential {
  header: string;
  kind?: CredentialKind;
  owner?: { env: EnvName; field: keyof EnvironmentCredentials };
}

/** An exchange as the partner rules read it: parsed, with no credential value left in it. */
export interface SeenExchange {
  n: number;
  at: number;
  end: number;
  method: string;
  path: string;
  query: Record<string, string[]>;
  surface: PathSurface;
  /** The path with identifiers as placeholders ({partnerRef}, {identityReference}): what a report may print. */
  route: string;
  credentials: SentCredential[];
  /** The request's media type (Content-Type without its parameters, lower case); undefined when none was sent. */
  contentType?: string;
  /** The request body was longer than the proxy keeps: not parsed, not judged as a body. */
  truncated?: true;
  /** The JSON request body; undefined when there was none or it was not JSON. */
  body?: unknown;
  status?: number;
  /** A 429's or 503's Retry-After, in milliseconds. */
  retryAfterMs?: number;
  answer?: unknown;
  /** The proxy answered in the service's place (`flow`'s misbehaviour on purpose). */
  injected?: true;
}

/** What `proxy` saw pass, and the settings its rules read. */
export interface Traffic {
  exchanges: SeenExchange[];
  /** ASSUME-PTR-BACKOFF: the least wait before a retry without Retry-After. */
  backoffMs: number;
  /** ASSUME-PTR-POLLING: the same request more often than this within the window is polling. */
  polling: { repeats: number; windowMs: number };
  /** ASSUME-NAT-PATHS: where identities are created. */
  identityCreatePath: string;
  /** Declared with `--integration`: /api is for existing integrations only (Versioning). */
  integration?: 'new' | 'existing';
}
