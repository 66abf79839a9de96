import type { Clock } from './clock';
import type { Seams } from './seams';
import type { EnvironmentState } from './state';

export type EnvName = 'sandbox' | 'production';
export const envNames: readonly EnvName[] = ['sandbox', 'production'];

/** What a partner is issued for Hosted Checkout, the Native API and webhooks in one environment (Authentication). */
export interface PartnerCredentials {
  /** Hosted Checkout: the x-api-key header. */
  apiKey: string;
  /** The partner ID of every /{partnerRef}/v2 path, issued with the key. */
  partnerRef: string;
  /** Native API and KYC sharing: the X-Hmac-Key header and the secret that signs. */
  hmacKey: string;
  hmacSecret: string;
  /** Signs the webhooks the service sends the partner (Events); never a credential of /eapi. */
  webhookSecret: string;
}

/** One environment of the service: its credentials, its address, its state; the clock is the instance's. */
export interface Environment {
  name: EnvName;
  credential: string;
  /** The other environment's credential, refused here (Authentication, rule 2). */
  otherCredential: string;
  /** Signs the /api Bearer token the public SDKs send (ASSUME-LEG-AUTH, signed); its key is `credential`. */
  apiSecret: string;
  /** The other environment's signing secret: a token its key signs is refused here like its credential. */
  otherApiSecret: string;
  partner: PartnerCredentials;
  /** The other environment's partner credentials, refused here as well. */
  otherPartner: PartnerCredentials;
  /** KYC sharing "must be enabled on the account": on in sandbox, off in production unless told. */
  kycSharing: boolean;
  /** Where this environment listens; checkout URLs hang off it. */
  baseUrl: string;
  /** The partner account every order of this environment belongs to. */
  accountId: string;
  clock: Clock;
  state: EnvironmentState;
  /** Its behaviour at every seam: the faithful defaults, with the fault's and the readings' changes on top. */
  seams: Seams;
}

/**
 * The host name that reaches an environment as its partner host ({partner_base_url}): the same listener under
 * another name, as a partner's host is the same service behind another name. /api answers there as on the base host.
 */
export const PARTNER_HOST_NAME = 'localhost';

/** Whether a request came in through the partner host (its Host header names PARTNER_HOST_NAME). */
export function viaPartnerHost(host: string | undefined): boolean {
  return (host ?? '').replace(/:\d+$/, '').toLowerCase() === PARTNER_HOST_NAME;
}
