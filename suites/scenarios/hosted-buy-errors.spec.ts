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

test(
  ...audit('HC-BUY-EXTERNAL-CUSTOMER-ID', WRITES, async ({ hosted, target, data }) => {
    const answer = await hosted.post('/buy', { json: buyBody(target, data, { externalCustomerId: undefined }) });
    expectCode(
      'HC-BUY-EXTERNAL-CUSTOMER-ID',
      answer,
      4002,
      validationStatus,
      'code 4002 with 400 or 422: externalCustomerId is required on every buy and sell order',
    );
  }),
);

// null in every field the buy carries but externalCustomerId (required: its own rule). Which of them are optional is
// not shown; a required one refused for its null is a validation failure all the same (4002).
test(
  ...audit('HC-BUY-NULL-4002', WRITES, async ({ hosted, target, data }) => {
    const body = buyBody(target, data);
    const fields = Object.keys(body).filter((field) => field !== 'externalCustomerId' && body[field] !== undefined);
    test.skip(fields.length === 0, 'the buy carries no field but externalCustomerId to try null in (HOSTED_*)');
    // Positive control: the same buy without the null is served, so each refusal below is about its null.
    const served = await hosted.post('/buy', { json: body });
    test.skip(
      served.status < 200 || served.status >= 300,
      `the same buy without a null was not served (${answerLine(served)}): check HOSTED_* scenario data`,
    );
    for (const field of fields) {
      const answer = await hosted.post('/buy', { json: { ...body, [field]: null } });
      expectCode(
        'HC-BUY-NULL-4002',
        answer,
        4002,
        validationStatus,
        `code 4002 with 400 or 422 for null in ${field}: optional fields must be a string or omitted, never null`,
      );
    }
  }),
);

test(
  ...audit('HC-BUY-ASSUMED-REQUIRED', WRITES, async ({ hosted, target, data }) => {
    test.skip(
      target.hosted.assumedRequired.length === 0,
      'HOSTED_BUY_REQUIRED=none: nothing is required beyond externalCustomerId, a reading the document leaves open',
    );
    for (const field of target.hosted.assumedRequired) {
      const answer = await hosted.post('/buy', { json: buyBody(target, data, { [field]: undefined }) });
      expectClientError('HC-BUY-ASSUMED-REQUIRED', answer, `a 4xx for a buy without ${field} (HOSTED_BUY_REQUIRED)`);
    }
  }),
);

test(
  ...audit('HC-BUY-5034', WRITES, async ({ hosted, target, data }) => {
    const { customerId, crypto, walletAddress } = target.hosted.restricted;
    const restricted = { crypto, walletAddress };
    // Positive control: another customer buys the same coin, so a refusal below is about the region.
    const elsewhere = await hosted.post('/buy', { json: buyBody(target, data, restricted) });
    test.skip(
      elsewhere.status < 200 || elsewhere.status >= 300,
      `a buy of ${crypto} by an unrestricted customer was refused too (${answerLine(elsewhere)}): check ` +
        `HOSTED_RESTRICTED_*`,
    );
    const answer = await hosted.post('/buy', {
      json: buyBody(target, data, { ...restricted, externalCustomerId: customerId }),
    });
    expectCode(
      'HC-BUY-5034',
      answer,
      5034,
      (status) => status >= 400 && status < 500,
      `code 5034 "Coin restriction" for ${crypto} and customer ${customerId} (ASSUME-HC-RESTRICTED)`,
    );
  }),
);
