import { test } from '../../kit/fixtures';
import { audit } from '../../kit/audit-rule';
import { WRITES } from '../../kit/checking';
import { expectJson, expectStatus } from '../../kit/checks/response';
import { expectCode } from '../../kit/checks/application-code';
import { answerLine, expectRule } from '../../kit/checks/violation';
import type { EnvName, TargetConfig } from '../../kit/config/target-config';

// Endpoints › Hosted Checkout: POST /v2/identities/token/share shares KYC, uses HMAC, must be enabled on the account.
// Under the environment's base URL, without partnerRef (ASSUME-HC-KYC-SHARE-BASE).
const SHARE = '/v2/identities/token/share';
const ENVS: EnvName[] = ['sandbox', 'production'];

/** An opaque identityReference, never personal data, where the answer does not depend on it (a refusal). */
const shareBody = (reference: string) => ({ identityReference: `idr-${reference}` });

function enabledEnv(target: TargetConfig): EnvName | undefined {
  return [target.env, ...ENVS].find(
    (env) => target.hosted.kycSharingEnabledIn.includes(env) && target.environments[env],
  );
}
function disabledEnv(target: TargetConfig): EnvName | undefined {
  return [target.env, ...ENVS].find(
    (env) => !target.hosted.kycSharingEnabledIn.includes(env) && target.environments[env],
  );
}

test(
  ...audit('HC-KYC-SHARE-REFUSES-API-KEY', async ({ baseIn, target, data }) => {
    const answer = await baseIn(target.env, { auth: 'api-key' }).post(SHARE, {
      json: shareBody(data.string.alphanumeric(12)),
    });
    expectStatus(
      'HC-KYC-SHARE-REFUSES-API-KEY',
      answer,
      401,
      '401 on KYC sharing when x-api-key is used where HMAC is required (Errors › Authentication symptoms)',
    );
  }),
);

test(
  ...audit('HC-KYC-SHARE-HMAC', WRITES, async ({ baseIn, allowWritesIn, target }) => {
    const env = enabledEnv(target);
    test.skip(
      !env,
      `HOSTED_KYC_SHARING_ENABLED_IN=${target.hosted.kycSharingEnabledIn.join(',')}: no configured ` +
        `environment has KYC sharing enabled`,
    );
    allowWritesIn(env!);
    // An identity the target knows (NATIVE_READY_IDENTITY), so that a target sharing only known ones accepts it too
    // (ASSUME-HC-KYC-SHARE-PAYLOAD).
    const answer = await baseIn(env!).post(SHARE, { json: { identityReference: target.native.readyIdentity } });
    // ASSUME-HC-KYC-SHARE-ANSWER: any 2xx, with a JSON body; the document shows neither status nor body.
    expectRule(
      'HC-KYC-SHARE-HMAC',
      answer.status >= 200 && answer.status < 300,
      () => answerLine(answer),
      `an HMAC-signed share accepted (2xx) in ${env}, where the feature is enabled (ASSUME-HMAC-SCHEME)`,
    );
    expectJson(answer, 'HC-RESPONSE-JSON');
  }),
);

test(
  ...audit('HC-KYC-SHARE-4005', WRITES, async ({ baseIn, allowWritesIn, target, data }) => {
    const env = disabledEnv(target);
    test.skip(
      !env,
      `HOSTED_KYC_SHARING_ENABLED_IN=${target.hosted.kycSharingEnabledIn.join(',')}: every configured ` +
        `environment has KYC sharing enabled`,
    );
    allowWritesIn(env!);
    const answer = await baseIn(env!).post(SHARE, { json: shareBody(data.string.alphanumeric(12)) });
    // ASSUME-HC-STATUS: 4005 comes with 400.
    expectCode(
      'HC-KYC-SHARE-4005',
      answer,
      4005,
      (status) => status === 400,
      `400 with code 4005 "The feature is not enabled" in ${env} (Errors › Application codes)`,
    );
  }),
);
