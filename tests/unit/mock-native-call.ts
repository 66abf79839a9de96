import { createHmac } from 'node:crypto';
import { defaultPartnerCredentials as partners, type Mock } from '../../mock/service';

export type Env = 'sandbox' | 'production';

/**
 * A signed Native API call to the mock under the assumed HMAC scheme, on real time (shared by the mock-native tests).
 * A string payload is sent as it is.
 */
export async function call(
  mock: Mock,
  method: 'GET' | 'POST',
  url: string,
  payload?: object | string,
  env: Env = 'sandbox',
) {
  const body = payload === undefined ? '' : typeof payload === 'string' ? payload : JSON.stringify(payload);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', partners[env].hmacSecret)
    .update(`${timestamp}\n${method}\n${url}\n${body}`)
    .digest('hex');
  const response = await mock.apps[env].inject({
    method,
    url,
    payload: body || undefined,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      'x-hmac-key': partners[env].hmacKey,
      'x-hmac-timestamp': timestamp,
      'x-hmac-signature': signature,
    },
  });
  return {
    status: response.statusCode,
    type: String(response.headers['content-type']),
    body: response.json(),
    headers: response.headers,
  };
}
