import { test } from '../../kit/fixtures';
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
const variants: { rule: RuleId; title: string; signature: HmacVariant; method: 'GET' | 'POST'; part?: string }[] = [
  { rule: 'NAT-HMAC-BODY', title: 'MUST refuse a signature made over another body with 401', signature: 'other-body', method: 'POST', part: 'body' },
  { rule: 'NAT-HMAC-PATH', title: 'MUST refuse a signature made for another path with 401', signature: 'other-path', method: 'GET', part: 'path' },
  { rule: 'NAT-HMAC-METHOD', title: 'MUST refuse a signature made for another method with 401', signature: 'other-method', method: 'GET', part: 'method' },
  { rule: 'NAT-HMAC-SECRET', title: 'MUST refuse a signature made with the webhook secret with 401', signature: 'webhook-secret', method: 'GET' },
  { rule: 'NAT-HMAC-SECRET', title: 'MUST refuse a signature made with the x-api-key as secret with 401', signature: 'api-key-secret', method: 'GET' },
  { rule: 'NAT-HMAC-STALE', title: 'ASSUMED a signature whose timestamp is more than 5 minutes old is refused with 401', signature: 'stale', method: 'GET' },
];

for (const { rule, title, signature, method, part } of variants) {
  test(title, checking(rule, 'ASSUME-HMAC-SCHEME', ...(part ? ['ASSUME-HMAC-SIGNED-PARTS' as const] : [])), async ({ baseIn, target }) => {
    // Read-only requests: the limits of the sample identity (a POST with a body) and the indicative price.
    const limitsBody = { fiat: target.native.sample.source, transactionType: 'buy' };
    const send = (client: ReturnType<typeof baseIn>) =>
      method === 'POST'
        ? client.post(limitsPath(target, target.native.readyIdentity), { json: limitsBody })
        : client.get('/eapi/v0/price', { query: pricing(target) });
    if (part) {
      const base = target.environments[target.env]!.baseUrl;
      const request = method === 'POST' ? { method, url: `${base}${limitsPath(target, target.native.readyIdentity)}`, body: JSON.stringify(limitsBody) }
        : { method, url: `${base}/eapi/v0/price?${new URLSearchParams(pricing(target))}` };
      const signer = hmacSigner(target.hmac);
      test.skip(!signsWhatVariantChanges(signature, request, target.hmac, signer),
        `the HMAC construction in force (${target.hmac.signerModule ? `HMAC_SIGNER ${target.hmac.signerModule}` : `HMAC_SIGNED=${target.hmac.signed.join(',')}`}) does not sign the ${part}: the rule applies to one that does (ASSUME-HMAC-SIGNED-PARTS)`);
    }
    const right = await send(baseIn(target.env));
    test.skip(right.status === 401, `the target refuses the suite's own signature too (${answerLine(right)}): check HMAC_* (ASSUME-HMAC-SCHEME)`);
    const wrong = await send(baseIn(target.env, { signature }));
    expectStatus(rule, wrong, 401, `401 for a signature made ${signature.replace('-', ' ')} (Authentication: HMAC on every call)`);
  });
}

test('MUST refuse a Native API call without an HMAC signature with 401', checking('NAT-HMAC-REQUIRED'), async ({ baseIn, target }) => {
  const answer = await baseIn(target.env, { auth: 'none' }).get('/eapi/v0/price', { query: pricing(target) });
  expectStatus('NAT-HMAC-REQUIRED', answer, 401, '401: missing HMAC signature (Errors › HTTP status)');
});

const mismatches: { rule: RuleId; title: string; env: EnvName; credentialOf: EnvName }[] = [
  { rule: 'NAT-ENV-SANDBOX-ON-PRODUCTION', title: 'MUST refuse a sandbox HMAC credential in production with 401', env: 'production', credentialOf: 'sandbox' },
  { rule: 'NAT-ENV-PRODUCTION-ON-SANDBOX', title: 'MUST refuse a production HMAC credential in sandbox with 401', env: 'sandbox', credentialOf: 'production' },
];
for (const { rule, title, env, credentialOf } of mismatches) {
  test(title, checking(rule), async ({ baseIn, target }) => {
    const answer = await baseIn(env, { credentialOf }).get('/eapi/v0/price', { query: pricing(target) });
    expectStatus(rule, answer, 401, `${credentialOf} credentials fail against ${env} (Authentication, rule 2)`);
  });
}
