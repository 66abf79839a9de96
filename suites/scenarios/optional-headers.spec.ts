import { test } from '../../kit/fixtures';
import { audit } from '../../kit/audit-rule';
import { WRITES } from '../../kit/checking';
import { expectJson, expectStatus } from '../../kit/checks/response';
import { answerLine, expectRule } from '../../kit/checks/violation';
import { buyBody, createBuy } from '../../kit/hosted/buy';
import { objectOf, pricing } from '../../kit/native/requests';

// The request headers the document calls optional. What the service does, 7: every request may carry X-Request-Id,
// a correlation id of the caller's choosing. Each check serves a request with the header (the control), then the
// same request without it.

test(...audit('LEG-REQUEST-ID-OPTIONAL', async ({ legacy }) => {
  const withId = await legacy.get('/api/countries');
  expectStatus('LEG-REQUEST-ID-OPTIONAL', withId, 200, 'a request with X-Request-Id answered 200');
  const withoutId = await legacy.get('/api/countries', { withoutRequestId: true });
  expectStatus('LEG-REQUEST-ID-OPTIONAL', withoutId, 200, 'X-Request-Id optional: a request without it answered 200');
}));

// Endpoints › the service: Accept is optional, default application/json.
test(...audit('LEG-ACCEPT-DEFAULT', async ({ legacy }) => {
  expectStatus('LEG-COUNTRIES-SHAPE', await legacy.get('/api/countries'), 200, 'a request with Accept: application/json answered 200');
  const withoutAccept = await legacy.get('/api/countries', { withoutAccept: true });
  expectStatus('LEG-ACCEPT-DEFAULT', withoutAccept, 200, 'Accept optional: a request without it answered 200');
  expectJson(withoutAccept, 'LEG-ACCEPT-DEFAULT');
}));

test(...audit('NAT-REQUEST-ID-OPTIONAL', async ({ native, target }) => {
  objectOf(await native.get('/eapi/v0/price', { query: pricing(target) }), 'NAT-PRICE-INDICATIVE', 'the indicative price, asked with X-Request-Id');
  objectOf(await native.get('/eapi/v0/price', { query: pricing(target), withoutRequestId: true }), 'NAT-REQUEST-ID-OPTIONAL', 'X-Request-Id optional: the indicative price asked without it');
}));

test(...audit('HC-REQUEST-ID-OPTIONAL', WRITES, async ({ hosted, target, data }) => {
  await createBuy(hosted, buyBody(target, data));
  const withoutId = await hosted.post('/buy', { json: buyBody(target, data), withoutRequestId: true });
  expectRule('HC-REQUEST-ID-OPTIONAL', withoutId.status >= 200 && withoutId.status < 300, () => answerLine(withoutId), 'X-Request-Id optional: a valid buy without it served with a 2xx');
}));
