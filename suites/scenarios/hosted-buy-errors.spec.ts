import { test } from '../../kit/fixtures';
import { audit } from '../../kit/audit-rule';
import { WRITES } from '../../kit/checking';
import { expectClientError } from '../../kit/checks/response';
import { expectCode } from '../../kit/checks/application-code';
import { answerLine } from '../../kit/checks/violation';
import { buyBody } from '../../kit/hosted/buy';

// Errors › Application codes: 4002 (validation: nulls, missing externalCustomerId), 5034 (coin restriction).
// ASSUME-HC-STATUS: 4002 comes with 400 or 422; 5034 with any 4xx.
const validationStatus = (status: number) => status === 400 || status === 422;

test(...audit('HC-BUY-EXTERNAL-CUSTOMER-ID', WRITES, async ({ hosted, target, data }) => {
  const answer = await hosted.post('/buy', { json: buyBody(target, data, { externalCustomerId: undefined }) });
  expectCode('HC-BUY-EXTERNAL-CUSTOMER-ID', answer, 4002, validationStatus, 'code 4002 with 400 or 422: externalCustomerId is required on every buy and sell order');
}));

test(...audit('HC-BUY-NULL-4002', WRITES, async ({ hosted, target, data }) => {
  const answer = await hosted.post('/buy', { json: buyBody(target, data, { walletAddress: null }) });
  expectCode('HC-BUY-NULL-4002', answer, 4002, validationStatus, 'code 4002 with 400 or 422: optional fields must be a string or omitted, never null');
}));

test(...audit('HC-BUY-ASSUMED-REQUIRED', WRITES, async ({ hosted, target, data }) => {
  for (const field of target.hosted.assumedRequired) {
    const answer = await hosted.post('/buy', { json: buyBody(target, data, { [field]: undefined }) });
    expectClientError('HC-BUY-ASSUMED-REQUIRED', answer, `a 4xx for a buy without ${field} (HOSTED_BUY_REQUIRED)`);
  }
}));

test(...audit('HC-BUY-5034', WRITES, async ({ hosted, target, data }) => {
  const { customerId, crypto, walletAddress } = target.hosted.restricted;
  const restricted = { crypto, walletAddress };
  // Positive control: another customer buys the same coin, so a refusal below is about the region.
  const elsewhere = await hosted.post('/buy', { json: buyBody(target, data, restricted) });
  test.skip(elsewhere.status < 200 || elsewhere.status >= 300, `a buy of ${crypto} by an unrestricted customer was refused too (${answerLine(elsewhere)}): check HOSTED_RESTRICTED_*`);
  const answer = await hosted.post('/buy', { json: buyBody(target, data, { ...restricted, externalCustomerId: customerId }) });
  expectCode('HC-BUY-5034', answer, 5034, (status) => status >= 400 && status < 500, `code 5034 "Coin restriction" for ${crypto} and customer ${customerId} (ASSUME-HC-RESTRICTED)`);
}));
