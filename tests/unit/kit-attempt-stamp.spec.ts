import { test, expect } from '@playwright/test';
import { faker } from '@faker-js/faker/locale/en';
import { syntheticEmail } from '../../kit/native/requests';
import { stampAttempt } from '../../kit/run/attempt-stamp';
import { personalDataIn } from '../../kit/native/personal-data';

/**
 * Issue 27, item 1: CONFORMANCE_SEED=20261125 run twice against one mock failed four Native rules with code 81: the
 * second run derived every identity's email from the same seed and title. The seed replays the choices; the email of
 * a new identity is the attempt's own.
 */
const seeded = (stamp?: string) => {
  faker.seed(20261125);
  stampAttempt(faker, stamp);
  return syntheticEmail(faker);
};

test(
  'a replay of one seed, or a retry, creates identities with emails of its own: the seeded part replays, ' +
    "the attempt's stamp differs",
  () => {
    const first = seeded();
    const replay = seeded();
    expect(replay).not.toBe(first);
    const seededPart = (email: string) => email.split('.').slice(0, 2).join('.');
    expect(seededPart(replay)).toBe(seededPart(first));
    expect(first).toMatch(/^conformance\.[a-z0-9]{14}\.[0-9a-f]{10}@example\.test$/);
    // One attempt draws the same value from its seed and stamp: a test that sends the email twice sends one email.
    expect(seeded('0123456789')).toBe(seeded('0123456789'));
  },
);

test('the stamped email is still personal data the identity checks find in an identifier', () => {
  const email = seeded();
  expect(personalDataIn(`id-${email.split('@')[0]}`, { email })).toBe(
    'the local part of the email it was registered with',
  );
});
