import { test, expect } from '@playwright/test';
import { Faker, en } from '@faker-js/faker';
import { randomBytes } from 'node:crypto';
import { personalDataIn } from '../../kit/native/personal-data';
import { freshIdentityReference } from '../../mock/identities';

// NAT-IDENTITY-NO-PII must not rest on a guess: over thousands of generated identifiers, no false verdict.
const faker = new Faker({ locale: [en] });
faker.seed(20261123);
const email = 'conformance.k3j9x0q2m7v1zt@example.test';

const generators: Record<string, () => string> = {
  'the mock': freshIdentityReference,
  'idr_ and 20 hex digits': () => `idr_${randomBytes(10).toString('hex')}`,
  'a UUID': () => faker.string.uuid(),
  'digits only': () => faker.string.numeric(12),
  alphanumeric: () => faker.string.alphanumeric(24),
  'a nanoid': () => faker.string.nanoid(),
};

for (const [kind, make] of Object.entries(generators)) {
  test(`finds no personal data in 2000 identifiers made as ${kind}`, () => {
    const flagged = Array.from({ length: 2000 }, make).filter((identifier) => personalDataIn(identifier, { email }));
    expect(flagged).toEqual([]);
  });
}

test('finds the email it registered, its local part, a value it supplied, and any email address', () => {
  expect(personalDataIn(email, { email })).toBe('the email it was registered with');
  expect(personalDataIn(`idr-${email.toUpperCase()}`, { email })).toBe('the email it was registered with');
  expect(personalDataIn('idr-conformance.k3j9x0q2m7v1zt', { email })).toBe(
    'the local part of the email it was registered with',
  );
  expect(personalDataIn('idr-15551234567', { email, others: ['15551234567'] })).toBe('a value it was registered with');
  expect(personalDataIn('jane.doe@mail.example', { email })).toBe('an email address');
  // A run of digits that happens to look like a phone number is not evidence of one.
  expect(personalDataIn('idr_7847ec489906370c1225', { email })).toBeUndefined();
});
