import { test, expect } from '@playwright/test';
import { buildMock, defaultPartnerCredentials as partners, type Mock } from '../../mock/service';

const valid = {
  externalCustomerId: 'cust-buy-0001',
  crypto: 'BTC',
  fiat: 'EUR',
  fiatAmount: '100.00',
  walletAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  redirectUrl: 'https://partner.example/return',
};
const usdtAddress = '0x52908400098527886E0F7030069857D2E4169EE7';

async function buy(mock: Mock, payload: unknown, env: 'sandbox' | 'production' = 'sandbox') {
  const response = await mock.apps[env].inject({
    method: 'POST',
    url: `/${partners[env].partnerRef}/v2/buy`,
    headers: { 'x-api-key': partners[env].apiKey, 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
  return { status: response.statusCode, type: String(response.headers['content-type']), body: response.json() };
}

async function expectValidationError(mock: Mock, payload: unknown, field: string | undefined, what: string) {
  const answer = await buy(mock, payload);
  expect(answer.status, what).toBe(400);
  expect(answer.type, what).toMatch(/^application\/json/);
  expect(answer.body.error, what).toEqual({ code: 4002, message: 'Validation error', ...(field ? { field } : {}) });
  expect(typeof answer.body.traceId).toBe('string');
}

test.describe('mock Hosted Checkout buy', () => {
  test('answers the Hosted Checkout order at the top level, fiatAmount as sent', async () => {
    const mock = buildMock();
    for (const env of ['sandbox', 'production'] as const) {
      const created = await buy(mock, { ...valid, fiatAmount: '100.5', email: 'x' }, env);
      expect(created.status, env).toBe(200);
      expect(created.type).toBe('application/json; charset=utf-8');
      expect(Object.keys(created.body).sort()).toEqual([
        'blockchain',
        'checkoutUrl',
        'crypto',
        'externalCustomerId',
        'fiat',
        'fiatAmount',
        'id',
      ]);
      expect(created.body).toMatchObject({
        externalCustomerId: 'cust-buy-0001',
        fiat: 'EUR',
        fiatAmount: '100.5',
        crypto: 'BTC',
        blockchain: 'bitcoin',
      });
      expect(created.body.checkoutUrl).toMatch(
        new RegExp(`^${mock.environments[env].baseUrl}/hosted-checkout/[\\w-]+$`),
      );
    }
    const eth = await buy(mock, { ...valid, crypto: 'eth', fiat: 'gbp', walletAddress: usdtAddress });
    expect(eth.body).toMatchObject({ crypto: 'ETH', fiat: 'GBP', blockchain: 'ethereum' });
  });

  test('gives every order its own id and checkout URL', async () => {
    const mock = buildMock();
    const [a, b] = [await buy(mock, valid), await buy(mock, valid)];
    expect(a.body.id).not.toBe(b.body.id);
    expect(a.body.checkoutUrl).not.toBe(b.body.checkoutUrl);
  });

  test('refuses null in any field with 4002, optional ones included', async () => {
    const mock = buildMock();
    for (const field of [
      'email',
      'walletAddressTag',
      'walletAddress',
      'redirectUrl',
      'externalCustomerId',
      'crypto',
      'fiat',
      'fiatAmount',
    ]) {
      await expectValidationError(mock, { ...valid, [field]: null }, field, `${field}: null`);
    }
  });

  test('refuses a missing or empty externalCustomerId and every other missing field with 4002', async () => {
    const mock = buildMock();
    for (const field of ['externalCustomerId', 'crypto', 'fiat', 'fiatAmount', 'walletAddress', 'redirectUrl']) {
      await expectValidationError(mock, { ...valid, [field]: undefined }, field, `without ${field}`);
      await expectValidationError(mock, { ...valid, [field]: '' }, field, `empty ${field}`);
    }
  });

  test('refuses a fiatAmount that is not a positive decimal string with 4002', async () => {
    const mock = buildMock();
    for (const fiatAmount of [100, 'abc', '1e3', '100.', '.5', '-5', '1,000.00', ' 100', '0', '0.00']) {
      await expectValidationError(
        mock,
        { ...valid, fiatAmount },
        'fiatAmount',
        `fiatAmount ${JSON.stringify(fiatAmount)}`,
      );
    }
    for (const fiatAmount of ['100', '100.50', '0.01'])
      expect((await buy(mock, { ...valid, fiatAmount })).status).toBe(200);
  });

  test('refuses an unknown crypto or fiat, a wrong-typed field and an address off the network with 4002', async () => {
    const mock = buildMock();
    await expectValidationError(mock, { ...valid, crypto: 'DOGE' }, 'crypto', 'unknown crypto');
    await expectValidationError(mock, { ...valid, fiat: 'XYZ' }, 'fiat', 'unknown fiat');
    await expectValidationError(mock, { ...valid, crypto: 7 }, 'crypto', 'crypto as a number');
    await expectValidationError(mock, { ...valid, walletAddress: '0x00' }, 'walletAddress', 'malformed address');
    await expectValidationError(
      mock,
      { ...valid, walletAddress: usdtAddress },
      'walletAddress',
      'an Ethereum address for BTC',
    );
    await expectValidationError(
      mock,
      { ...valid, crypto: 'USDT', walletAddress: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
      'walletAddress',
      'a Tron address for USDT, whose default network is Ethereum',
    );
  });

  test('refuses a body that is not a JSON object with 4002, never a 5xx', async () => {
    const mock = buildMock();
    for (const payload of ['{"externalCustomerId":', '[]', '"text"']) {
      await expectValidationError(mock, payload, undefined, `body ${JSON.stringify(payload)}`);
    }
    // No body at all is an object without fields.
    await expectValidationError(mock, '', 'externalCustomerId', 'no body');
  });

  test("refuses a coin restricted in the customer's region with 422 and 5034; others buy it", async () => {
    const mock = buildMock();
    const usdt = { ...valid, crypto: 'USDT', walletAddress: usdtAddress };
    const restricted = await buy(mock, { ...usdt, externalCustomerId: 'cust-ca-restricted-0001' });
    expect(restricted.status).toBe(422);
    expect(restricted.body.error).toMatchObject({ code: 5034, message: 'Coin restriction' });
    // Positive controls: an unknown (GB) customer buys USDT, and the restricted customer buys BTC.
    expect((await buy(mock, { ...usdt, externalCustomerId: 'cust-unknown-0001' })).status).toBe(200);
    expect((await buy(mock, { ...valid, externalCustomerId: 'cust-ca-restricted-0001' })).status).toBe(200);
    // Validation comes first: a restricted customer with a bad amount gets 4002.
    await expectValidationError(
      mock,
      { ...usdt, externalCustomerId: 'cust-ca-restricted-0001', fiatAmount: 'x' },
      'fiatAmount',
      'validation before the restriction',
    );
  });
});
