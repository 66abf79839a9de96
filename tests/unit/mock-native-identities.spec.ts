import { test, expect } from '@playwright/test';
import { buildMock, type Mock } from '../../mock/service';
import { call, type Env } from './mock-native-call';

const create = (mock: Mock, payload: object | string, env?: Env) =>
  call(mock, 'POST', '/eapi/v0/identities', payload, env);
const fetchIdentity = (mock: Mock, reference: string, env?: Env) =>
  call(mock, 'GET', `/eapi/v0/identities/${encodeURIComponent(reference)}`, undefined, env);
const lookUp = (mock: Mock, email: string, path = 'idr-anything') =>
  call(mock, 'GET', `/eapi/v0/identities/${path}?email=${encodeURIComponent(email)}`);
const limits = (mock: Mock, reference: string, payload: object) =>
  call(mock, 'POST', `/eapi/v0/identities/${reference}/limits`, payload);

const seeded = { ready: 'idr-ready-7f3a9c', waiting: 'idr-waiting-2b8d1e' };
const opaque = /^idr-[a-z0-9]{12}$/;

function expectError(answer: Awaited<ReturnType<typeof call>>, status: number, code: number, what: string) {
  expect(answer.status, what).toBe(status);
  expect(answer.type, what).toBe('application/json; charset=utf-8');
  expect(answer.body.error.code, what).toBe(code);
  expect(typeof answer.body.traceId, what).toBe('string');
}

test.describe('mock Native API identity creation', () => {
  test('answers an opaque identityReference, not yet payment-ready', async () => {
    const mock = buildMock();
    const { status, type, body } = await create(mock, {
      email: 'new.customer@example.test',
      externalCustomerId: 'cust-n-1',
    });
    expect(status).toBe(200);
    expect(type).toBe('application/json; charset=utf-8');
    expect(Object.keys(body)).toEqual(['identityReference', 'paymentReady']);
    expect(body.identityReference).toMatch(opaque);
    expect(body.paymentReady).toBe(false);
    expect(body.identityReference).not.toContain('new');
  });

  test('two identities never share a reference, whatever their emails', async () => {
    const mock = buildMock();
    const references = new Set<string>();
    for (let i = 0; i < 20; i++) {
      references.add(
        (await create(mock, { email: `same.name+${i}@example.test`, externalCustomerId: 'cust-n-2' })).body
          .identityReference,
      );
    }
    expect(references.size).toBe(20);
  });

  test(
    'refuses a missing or malformed email, a missing externalCustomerId, or a body that is no JSON object, ' +
      'with 400',
    async () => {
      const mock = buildMock();
      const cases: [string, object | string, string | undefined][] = [
        ['no email', { externalCustomerId: 'c' }, 'email'],
        ['empty email', { email: '', externalCustomerId: 'c' }, 'email'],
        ['null email', { email: null, externalCustomerId: 'c' }, 'email'],
        ['email without @', { email: 'customer.example.test', externalCustomerId: 'c' }, 'email'],
        ['email without domain', { email: 'customer@', externalCustomerId: 'c' }, 'email'],
        ['email with a space', { email: 'a b@example.test', externalCustomerId: 'c' }, 'email'],
        ['email as a number', { email: 42, externalCustomerId: 'c' }, 'email'],
        ['no externalCustomerId', { email: 'valid@example.test' }, 'externalCustomerId'],
        ['empty externalCustomerId', { email: 'valid@example.test', externalCustomerId: '' }, 'externalCustomerId'],
        ['no body: no fields', '', 'email'],
        ['an array', '[]', undefined],
        ['not JSON', '{"email":', undefined],
      ];
      for (const [what, payload, field] of cases) {
        const answer = await create(mock, payload);
        expectError(answer, 400, 400, what);
        expect(answer.body.error.field, what).toBe(field);
      }
      expect((await lookUp(mock, 'valid@example.test')).status, 'nothing was created').toBe(404);
    },
  );

  test('answers an email that already has an identity 422 with code 81, in any case, and creates nothing', async () => {
    const mock = buildMock();
    const first = await create(mock, { email: 'twice@example.test', externalCustomerId: 'cust-t-1' });
    for (const email of ['twice@example.test', 'Twice@Example.TEST', 'ready.customer@example.test']) {
      const answer = await create(mock, { email, externalCustomerId: 'cust-t-2' });
      expectError(answer, 422, 81, email);
      expect(answer.body.error.message).toBe('Identity already exists');
    }
    expect((await lookUp(mock, 'twice@example.test')).body.identityReference).toBe(first.body.identityReference);
  });

  test('keeps each environment to its own identities', async () => {
    const mock = buildMock();
    const { body } = await create(mock, { email: 'one.env@example.test', externalCustomerId: 'c' }, 'sandbox');
    expect((await fetchIdentity(mock, body.identityReference, 'production')).status).toBe(404);
    expect((await create(mock, { email: 'one.env@example.test', externalCustomerId: 'c' }, 'production')).status).toBe(
      200,
    );
  });

  test(
    'nat-identity-reference-email: the email is the reference; nat-duplicate-email-500: 500 and nothing ' + 'created',
    async () => {
      const byEmail = buildMock({ faults: ['nat-identity-reference-email'] });
      const { body } = await create(byEmail, { email: 'pii@example.test', externalCustomerId: 'c' });
      expect(body.identityReference).toBe('pii@example.test');
      expect((await fetchIdentity(byEmail, 'pii@example.test')).body.identityReference).toBe('pii@example.test');
      const crashing = buildMock({ faults: ['nat-duplicate-email-500'] });
      const answer = await create(crashing, { email: 'ready.customer@example.test', externalCustomerId: 'c' });
      expectError(answer, 500, 500, 'duplicate under the fault');
      expect((await lookUp(crashing, 'ready.customer@example.test')).body.identityReference).toBe(seeded.ready);
    },
  );
});

test.describe('mock Native API identity fetch', () => {
  test('answers the seeded identities in both environments', async () => {
    const mock = buildMock();
    for (const env of ['sandbox', 'production'] as const) {
      expect((await fetchIdentity(mock, seeded.ready, env)).body).toEqual({
        identityReference: seeded.ready,
        paymentReady: true,
      });
      expect((await fetchIdentity(mock, seeded.waiting, env)).body).toEqual({
        identityReference: seeded.waiting,
        paymentReady: false,
      });
    }
  });

  test('keeps an identityReference stable across fetches; unknown is 404', async () => {
    const mock = buildMock();
    const { identityReference } = (await create(mock, { email: 'stable@example.test', externalCustomerId: 'c' })).body;
    for (let i = 0; i < 3; i++) {
      expect((await fetchIdentity(mock, identityReference)).body).toEqual({ identityReference, paymentReady: false });
    }
    expectError(await fetchIdentity(mock, 'idr-unknown00000'), 404, 404, 'unknown reference');
  });

  test('with the email query, answers the identity linked to the email whatever the path names', async () => {
    const mock = buildMock();
    const { identityReference } = (await create(mock, { email: 'linked@example.test', externalCustomerId: 'c' })).body;
    expect((await lookUp(mock, 'linked@example.test')).body).toEqual({ identityReference, paymentReady: false });
    expect((await lookUp(mock, 'LINKED@example.test', seeded.ready)).body).toEqual({
      identityReference,
      paymentReady: false,
    });
    expect((await lookUp(mock, 'ready.customer@example.test', seeded.waiting)).body).toEqual({
      identityReference: seeded.ready,
      paymentReady: true,
    });
    expectError(await lookUp(mock, 'nobody@example.test', seeded.ready), 404, 404, 'unknown email, known path');
    expectError(await lookUp(mock, 'not-an-email', seeded.ready), 400, 400, 'malformed email');
  });

  test(
    'nat-email-lookup-ignored answers the path; nat-identity-reference-changes a new reference per fetch ' + 'by path',
    async () => {
      const ignoring = buildMock({ faults: ['nat-email-lookup-ignored'] });
      expect((await lookUp(ignoring, 'ready.customer@example.test', seeded.waiting)).body.identityReference).toBe(
        seeded.waiting,
      );
      const changing = buildMock({ faults: ['nat-identity-reference-changes'] });
      const first = (await fetchIdentity(changing, seeded.ready)).body.identityReference;
      const second = (await fetchIdentity(changing, seeded.ready)).body.identityReference;
      expect(first).toMatch(opaque);
      expect(new Set([seeded.ready, first, second]).size).toBe(3);
      // The email lookup is the other rule's: it still answers the real reference.
      expect((await lookUp(changing, 'ready.customer@example.test')).body.identityReference).toBe(seeded.ready);
    },
  );
});

test.describe('mock Native API identity limits', () => {
  test('answers a min and a max per fiat, as decimal strings, for buy and sell', async () => {
    const mock = buildMock();
    for (const transactionType of ['buy', 'sell']) {
      const { status, type, body } = await limits(mock, seeded.waiting, { fiat: 'eur', transactionType });
      expect(status, transactionType).toBe(200);
      expect(type).toBe('application/json; charset=utf-8');
      expect(body.identityReference).toBe(seeded.waiting);
      expect(body.limits).toHaveLength(1);
      const [limit] = body.limits;
      expect(Object.keys(limit)).toEqual(['fiat', 'min', 'max']);
      expect(limit.fiat).toBe('EUR');
      expect(limit.min).toMatch(/^\d+\.\d{2}$/);
      expect(limit.max).toMatch(/^\d+\.\d{2}$/);
      expect(Number(limit.min)).toBeLessThan(Number(limit.max));
    }
  });

  test('refuses an unknown identity with 404 and a bad fiat or transactionType with 400', async () => {
    const mock = buildMock();
    expectError(
      await limits(mock, 'idr-unknown00000', { fiat: 'EUR', transactionType: 'buy' }),
      404,
      404,
      'unknown identity',
    );
    const cases: [string, object, string | undefined][] = [
      ['no fiat', { transactionType: 'buy' }, 'fiat'],
      ['unknown fiat', { fiat: 'XYZ', transactionType: 'buy' }, 'fiat'],
      ['a fiat without sell', { fiat: 'CAD', transactionType: 'sell' }, 'fiat'],
      ['a coin as fiat', { fiat: 'BTC', transactionType: 'buy' }, 'fiat'],
      ['no transactionType', { fiat: 'EUR' }, 'transactionType'],
      ['another transactionType', { fiat: 'EUR', transactionType: 'swap' }, 'transactionType'],
    ];
    for (const [what, payload, field] of cases) {
      const answer = await limits(mock, seeded.ready, payload);
      expectError(answer, 400, 400, what);
      expect(answer.body.error.field, what).toBe(field);
    }
  });

  test('nat-limits-without-max leaves max out', async () => {
    const { body } = await limits(buildMock({ faults: ['nat-limits-without-max'] }), seeded.ready, {
      fiat: 'EUR',
      transactionType: 'buy',
    });
    expect(Object.keys(body.limits[0])).toEqual(['fiat', 'min']);
  });
});

test.describe('mock Native API identities and control /reset', () => {
  test('reset restores the seeded identities and forgets created ones', async () => {
    const mock = buildMock();
    const { identityReference } = (await create(mock, { email: 'forgotten@example.test', externalCustomerId: 'c' }))
      .body;
    mock.environments.sandbox.state.identities.get(seeded.waiting)!.paymentReady = true;
    expect((await mock.apps.control.inject({ method: 'POST', url: '/reset' })).statusCode).toBe(200);
    expect((await fetchIdentity(mock, identityReference)).status).toBe(404);
    expect((await lookUp(mock, 'forgotten@example.test')).status).toBe(404);
    expect((await fetchIdentity(mock, seeded.waiting)).body.paymentReady).toBe(false);
    expect((await create(mock, { email: 'forgotten@example.test', externalCustomerId: 'c' })).status).toBe(200);
  });
});
