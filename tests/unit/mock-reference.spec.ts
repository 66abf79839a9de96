import { test, expect } from '@playwright/test';
import { buildMock, defaultCredentials } from '../../mock/service';

const mock = buildMock();
async function get(url: string) {
  const response = await mock.apps.sandbox.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${defaultCredentials.sandbox}` },
  });
  return { status: response.statusCode, body: response.json() };
}

test.describe('mock reference data', () => {
  test('lists fiats for buy and a subset for sell, with code, name and symbol', async () => {
    const buy = (await get('/api/fiats/buy')).body.data.fiats;
    const sell = (await get('/api/fiats/sell')).body.data.fiats;
    expect(buy.map((f: { fiat_code: string }) => f.fiat_code)).toEqual(
      expect.arrayContaining(['EUR', 'USD', 'GBP', 'CAD', 'AUD', 'BRL', 'PLN']),
    );
    expect(sell.length).toBeLessThan(buy.length);
    for (const fiat of [...buy, ...sell]) {
      expect(Object.keys(fiat).sort()).toEqual(['fiat_code', 'fiat_name', 'fiat_symbol']);
      for (const value of Object.values(fiat)) expect(typeof value).toBe('string');
    }
  });

  test('refuses an orderType other than buy or sell with a 422 errors array', async () => {
    const { status, body } = await get('/api/coins/swap');
    expect(status).toBe(422);
    expect(body.errors[0]).toEqual({ status: '422', title: expect.any(String), detail: expect.any(String) });
  });

  test('lists coins with one default network each, contract ids only on tokens, and address tags', async () => {
    const coins = (await get('/api/coins/buy')).body.data.coins;
    expect(coins.map((c: { coin_code: string }) => c.coin_code)).toEqual(['BTC', 'ETH', 'USDT', 'XRP', 'XLM', 'SOL']);
    for (const coin of coins) {
      expect(coin.blockchains.filter((b: { is_default: boolean }) => b.is_default)).toHaveLength(1);
      for (const chain of coin.blockchains) {
        expect(typeof chain.min_value).toBe('number');
        expect(Object.keys(chain.address_tag).sort()).toEqual(['name', 'regex', 'required']);
      }
    }
    const usdt = coins.find((c: { coin_code: string }) => c.coin_code === 'USDT');
    expect(usdt.blockchains).toEqual([
      expect.objectContaining({
        code: 'ethereum',
        contract_id: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
        is_default: true,
      }),
      expect.objectContaining({ code: 'tron', contract_id: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', is_default: false }),
      expect.objectContaining({
        code: 'polygon',
        contract_id: '0xc2132D05D31c914a87C6611C10748AEb04B58e8F',
        is_default: false,
      }),
    ]);
    expect(usdt.blockchains[0].min_value).not.toBe(usdt.blockchains[1].min_value);
    const btc = coins.find((c: { coin_code: string }) => c.coin_code === 'BTC');
    expect(btc.blockchains[0]).not.toHaveProperty('contract_id');
    expect(btc.blockchains[0].address_tag).toEqual({ regex: null, required: null, name: null });
    const xrp = coins.find((c: { coin_code: string }) => c.coin_code === 'XRP');
    expect(xrp.blockchains[0].address_tag).toEqual({ regex: '^[0-9]{1,10}$', required: true, name: 'Destination tag' });
    const xlm = coins.find((c: { coin_code: string }) => c.coin_code === 'XLM');
    expect(xlm.blockchains[0].address_tag).toEqual({ regex: '^[0-9A-Za-z]{1,28}$', required: false, name: 'Memo' });
    const sell = (await get('/api/coins/sell')).body.data.coins;
    expect(sell.length).toBeLessThan(coins.length);
  });

  test('lists countries and US states', async () => {
    const countries = (await get('/api/countries')).body.data.countries;
    expect(countries.length).toBeGreaterThanOrEqual(10);
    expect(countries[0]).toEqual({ country_code: expect.any(String), country_name: expect.any(String) });
    const states = (await get('/api/countries/us/states')).body.data.states;
    expect(states.length).toBeGreaterThanOrEqual(8);
    expect(states).toContainEqual({ state_code: 'NY', state_name: 'New York' });
  });

  test('lists every payment method without source and target, with the documented fields', async () => {
    const methods = (await get('/api/payment-methods')).body.data.payment_methods;
    expect(methods.map((m: { type: string }) => m.type)).toEqual(
      expect.arrayContaining(['FIAT_TO_CRYPTO', 'CRYPTO_TO_FIAT']),
    );
    for (const method of methods) {
      expect(Number.isInteger(method.id)).toBe(true);
      expect(method.status).toBe('ACTIVE');
      expect(typeof method.logo_url).toBe('string');
      expect(method.supported_agents === null || Array.isArray(method.supported_agents)).toBe(true);
      expect(method.transaction_fees[0].fees[0]).toEqual({
        name: 'surcharge',
        amount: expect.any(Number),
        type: 'percentage',
      });
      expect(method.transaction_limits[0]).toEqual({
        fiat_code: expect.any(String),
        min: expect.any(Number),
        max: expect.any(Number),
      });
    }
    const applePay = methods.find((m: { id: number }) => m.id === 3);
    expect(applePay.supported_agents).toEqual([
      { os: 'iOS', browser: 'Safari' },
      { os: 'macOS', browser: 'Safari' },
    ]);
  });

  test('decides buy or sell from which side is fiat when listing payment methods', async () => {
    const types = async (query: string) =>
      ((await get(`/api/payment-methods?${query}`)).body.data.payment_methods as { id: number; type: string }[]).map(
        (m) => `${m.id}:${m.type}`,
      );
    expect(await types('source=EUR&target=BTC')).toEqual([
      '1:FIAT_TO_CRYPTO',
      '2:FIAT_TO_CRYPTO',
      '3:FIAT_TO_CRYPTO',
      '6:FIAT_TO_CRYPTO',
    ]);
    expect(await types('source=BTC&target=EUR')).toEqual(['4:CRYPTO_TO_FIAT', '5:CRYPTO_TO_FIAT']);
    expect(await types('source=BTC&target=USD')).toEqual(['4:CRYPTO_TO_FIAT']);
    expect(await types('source=USD&target=XRP')).toEqual(['1:FIAT_TO_CRYPTO']);
    expect(await types('source=EUR')).toEqual([
      '1:FIAT_TO_CRYPTO',
      '2:FIAT_TO_CRYPTO',
      '3:FIAT_TO_CRYPTO',
      '6:FIAT_TO_CRYPTO',
    ]);
    expect(await types('source=EUR&target=USD')).toEqual([]);
  });
});
