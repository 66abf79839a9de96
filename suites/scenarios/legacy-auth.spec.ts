import { test } from '../../kit/fixtures';
import { checking } from '../../kit/checking';
import { expectStatus } from '../../kit/checks/response';

// Authentication: Authorization carrying the word Bearer followed by the partner credential.
test('MUST accept the partner credential sent as Authorization: Bearer', checking('LEG-AUTH-BEARER'), async ({ legacy }) => {
  const answer = await legacy.get('/api/countries');
  expectStatus('LEG-AUTH-BEARER', answer, 200, 'Authorization: Bearer <API_CREDENTIAL> accepted (Authentication)');
});

// What the service does, 7: X-Request-Id is optional.
test('MUST accept /api requests with and without X-Request-Id', checking('LEG-REQUEST-ID-OPTIONAL'), async ({ legacy }) => {
  const withId = await legacy.get('/api/countries');
  expectStatus('LEG-REQUEST-ID-OPTIONAL', withId, 200, 'a request with X-Request-Id answered 200');
  const withoutId = await legacy.get('/api/countries', { withoutRequestId: true });
  expectStatus('LEG-REQUEST-ID-OPTIONAL', withoutId, 200, 'X-Request-Id optional: a request without it answered 200');
});
