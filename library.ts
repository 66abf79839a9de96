/**
 * What partners import (`import { verifyWebhook } from 'crypto-ramp-conformance'`): the webhook verifier for their
 * own receivers, the HMAC signer the suite signs with, the schemes the variables choose, the target profile, and
 * whether a payment method may be offered to a customer's browser (supported_agents).
 */
import { readTargetConfig } from './kit/config/read-target';
import type { HmacScheme, WebhookScheme } from './kit/config/target-config';

export { verifyWebhook, type Verdict } from './kit/webhooks/verify';
export { defaultHmacSigner, hmacSigner, type HmacSigner, type HmacRequest, type HmacCredential } from './kit/auth/hmac';
export { loadProfile, profileSchema, PROFILE_PRESETS, type TargetProfile } from './kit/config/target-profile';
export type { HmacScheme, WebhookScheme } from './kit/config/target-config';
export { agentOf, mayOfferPaymentMethod, type Agent } from './partner/supported-agents';

/**
 * The HMAC and webhook signature schemes that these variables (the suite's: HMAC_*, WEBHOOK_SIGNATURE_*) choose;
 * with none, the defaults of the assumption table.
 */
export function signatureSchemes(env: Record<string, string | undefined> = {}): {
  hmac: HmacScheme;
  webhooks: WebhookScheme;
} {
  // Only the scheme variables: the rest of a partner's environment (base URLs without credentials, say) is not ours.
  const schemeVariables = Object.entries(env).filter(([name]) => /^(HMAC_|WEBHOOK_SIGNATURE_)/.test(name));
  const { hmac, webhooks } = readTargetConfig(Object.fromEntries(schemeVariables), new Date());
  return { hmac, webhooks };
}
