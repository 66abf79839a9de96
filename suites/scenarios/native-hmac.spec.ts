import { test } from '../../kit/fixtures';
import { audit, ruleTitle } from '../../kit/audit-rule';
import { checking } from '../../kit/checking';
import { expectStatus } from '../../kit/checks/response';
import { answerLine } from '../../kit/checks/violation';
import { limitsPath, pricing } from '../../kit/native/requests';
import { signsWhatVariantChanges, type HmacVariant } from '../../kit/auth/hmac-variants';
import { hmacSigner } from '../../kit/auth/hmac';
import type { EnvName } from '../../kit/config/target-config';
import type { RuleId } from '../../rules';

// Authentication: HMAC signing on every Native API call. The construction is ASSUME-HMAC-SCHEME, so each check
// first sends the same request signed right: a target that refuses that too is skipped, not failed.
// A signature over another body, path or method counts only where the construction in force signs that part at all
// (ASSUME-HMAC-SIGNED-PARTS): elsewhere the "wrong" signature is the right one.
// NAT-HMAC-SECRET has a test per other secret, each titled by its rule and the secret.
const variants: { rule: RuleId; signature: HmacVariant; method: 'GET' | 'POST'; part?: string; variant?: string }[] = [
  { rule: 'NAT-HMAC-BODY', signature: 'other-body', method: 'POST', part: 'body' },
  { rule: 'NAT-HMAC-PATH', signature: 'other-path', method: 'GET', part: 'path' },
  { rule: 'NAT-HMAC-METHOD', signature: 'other-method', method: 'GET', part: 'method' },
  { rule: 'NAT-HMAC-SECRET', signature: 'webhook-secret', method: 'GET', variant: 'the webhook secret' },
  { rule: 'NAT-HMAC-SECRET', signature: 'api-key-secret', method: 'GET', variant: 'the x-api-key as secret' },
  { rule: 'NAT-HMAC-STALE', signature: 'stale', method: 'GET' },
];

for (const { rule, signature, method, part, variant } of variants) {
  test(
    ruleTitle(rule, variant),
    checking(rule, 'ASSUME-HMAC-SCHEME', ...(part ? ['ASSUME-HMAC-SIGNED-PARTS' as const] : [])),
    async ({ baseIn, target }) => {
      // Read-only requests: the limits of the sample identity (a POST with a body) and the indicative price.
      const limitsBody = { fiat: target.native.sample.source, transactionType: 'buy' };
      const send = (client: ReturnType<typeof baseIn>) =>
        method === 'POST'
          ? client.post(limitsPath(target, target.native.readyIdentity), { json: limitsBody })
          : client.get('/eapi/v0/price', { query: pricing(target) });
      if (part) {
        const base = target.environments[target.env]!.baseUrl;
        const request =
          method === 'POST'
            ? {
                method,
                url: `${base}${limitsPath(target, target.native.readyIdentity)}`,
                body: JSON.stringify(limitsBody),
              }
            : { method, url: `${base}/eapi/v0/price?${new URLSearchParams(pricing(target))}` };
        const signer = hmacSigner(target.hmac);
        const signedParts = `HMAC_SIGNED=${target.hmac.signed.join(',')}`;
        test.skip(
          !signsWhatVariantChanges(signature, request, target.hmac, signer),
          `the HMAC construction in force ` +
            `(${target.hmac.signerModule ? `HMAC_SIGNER ${target.hmac.signerModule}` : signedParts}) ` +
            `does not sign the ${part}: the rule applies to one that does (ASSUME-HMAC-SIGNED-PARTS)`,
        );
      }
      const right = await send(baseIn(target.env));
      test.skip(
        right.status === 401,
        `the target refuses the suite's own signature too (${answerLine(right)}): check HMAC_* (ASSUME-HMAC-SCHEME)`,
      );
      const wrong = await send(baseIn(target.env, { signature }));
      expectStatus(
        rule,
        wrong,
        401,
        `401 for a signature made ${signature.replace('-', ' ')} (Authentication: HMAC on every call)`,
      );
    },
  );
}

test(
  ...audit('NAT-HMAC-REQUIRED', async ({ baseIn, target }) => {
    const answer = await baseIn(target.env, { auth: 'none' }).get('/eapi/v0/price', { query: pricing(target) });
    expectStatus('NAT-HMAC-REQUIRED', answer, 401, '401: missing HMAC signature (Errors › HTTP status)');
  }),
);

const mismatches: { rule: RuleId; env: EnvName; credentialOf: EnvName }[] = [
  { rule: 'NAT-ENV-SANDBOX-ON-PRODUCTION', env: 'production', credentialOf: 'sandbox' },
  { rule: 'NAT-ENV-PRODUCTION-ON-SANDBOX', env: 'sandbox', credentialOf: 'production' },
];
for (const { rule, env, credentialOf } of mismatches) {
  test(
    ...audit(rule, async ({ baseIn, target }) => {
      const answer = await baseIn(env, { credentialOf }).get('/eapi/v0/price', { query: pricing(target) });
      expectStatus(rule, answer, 401, `${credentialOf} credentials fail against ${env} (Authentication, rule 2)`);
    }),
  );
}
