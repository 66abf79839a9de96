import { test } from '../../kit/fixtures';
import { audit } from '../../kit/audit-rule';
import { expectStatus } from '../../kit/checks/response';
import { answerLine, expectRule } from '../../kit/checks/violation';
import { incompleteBuyBody } from '../../kit/hosted/buy';
import type { EnvName } from '../../kit/config/target-config';
import type { RuleId } from '../../rules';

// Authentication and Errors › Authentication symptoms: x-api-key on every /v2 endpoint but KYC sharing; 401 on a
// missing, malformed or other environment's key. Probes send a buy without externalCustomerId (ASSUME-HC-AUTH-FIRST).
test(
  ...audit('HC-AUTH-API-KEY-REQUIRED', async ({ hostedIn, target }) => {
    const answer = await hostedIn(target.env, { auth: 'none' }).post('/buy', { json: incompleteBuyBody(target) });
    expectStatus('HC-AUTH-API-KEY-REQUIRED', answer, 401, 'x-api-key required on /v2 (401)');
  }),
);

// ASSUME-HC-MALFORMED-KEY: malformed is the right key with a "Bearer " prefix.
test(
  ...audit('HC-AUTH-API-KEY-MALFORMED', async ({ hostedIn, target }) => {
    const answer = await hostedIn(target.env, { auth: 'malformed' }).post('/buy', { json: incompleteBuyBody(target) });
    expectStatus('HC-AUTH-API-KEY-MALFORMED', answer, 401, '401 for a malformed x-api-key header ("Bearer <key>")');
  }),
);

const mismatches: { rule: RuleId; env: EnvName; keyOf: EnvName }[] = [
  { rule: 'HC-ENV-SANDBOX-ON-PRODUCTION', env: 'production', keyOf: 'sandbox' },
  { rule: 'HC-ENV-PRODUCTION-ON-SANDBOX', env: 'sandbox', keyOf: 'production' },
];
for (const { rule, env, keyOf } of mismatches) {
  test(
    ...audit(rule, async ({ hostedIn, target }) => {
      const answer = await hostedIn(env, { keyOf }).post('/buy', { json: incompleteBuyBody(target) });
      expectStatus(
        rule,
        answer,
        401,
        `${keyOf} credentials used against ${env}: 401 (Errors › Authentication symptoms)`,
      );
    }),
  );
}

test(
  ...audit('HC-PARTNER-REF-BOUND', async ({ hostedIn, target, data }) => {
    const answer = await hostedIn(target.env, { partnerRef: `conformance-other-${data.string.alphanumeric(10)}` }).post(
      '/buy',
      { json: incompleteBuyBody(target) },
    );
    // A validation error (4002) would mean the request got past authentication under a partnerRef not its own.
    expectRule(
      'HC-PARTNER-REF-BOUND',
      [401, 403, 404].includes(answer.status),
      () => answerLine(answer),
      'access refused: the partnerRef and the API key are issued per partner (Authentication, rule 3)',
    );
  }),
);

test(
  ...audit('HC-API-KEY-ON-NATIVE', async ({ baseIn, target }) => {
    const answer = await baseIn(target.env, { auth: 'api-key' }).get('/eapi/v0/price');
    expectStatus(
      'HC-API-KEY-ON-NATIVE',
      answer,
      401,
      'separate credentials and base paths: an endpoint of one is never used in place of the other ' +
        '(Authentication, rule 4)',
    );
  }),
);

test(
  ...audit('HC-HMAC-ON-V2', async ({ hostedIn, target }) => {
    const answer = await hostedIn(target.env, { auth: 'hmac' }).post('/buy', { json: incompleteBuyBody(target) });
    expectStatus(
      'HC-HMAC-ON-V2',
      answer,
      401,
      'x-api-key on all /v2 endpoints but KYC sharing; HMAC is not accepted in its place (Authentication, rule 4)',
    );
  }),
);
