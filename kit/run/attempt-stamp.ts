import { randomBytes } from 'node:crypto';
import type { Faker } from '@faker-js/faker';

/**
 * What keeps a value that names a new thing at the target (an identity's email) unique (issue 27, item 1): the seed
 * replays every choice of a test, but a replay, a retry or a second run against the same stateful target must not
 * meet what the first one created (code 81, "already exists"). Each attempt of each test gets a stamp of its own,
 * set on its `data` when the fixture seeds it; the seeded part of the value still replays.
 */
const stamps = new WeakMap<Faker, string>();

/** A fresh stamp for the test attempt that `data` serves now. */
export function stampAttempt(data: Faker, stamp = randomBytes(5).toString('hex')): void {
  stamps.set(data, stamp);
}

/** The running attempt's stamp; a Faker no fixture stamped (a unit test's) gets one of its own, once. */
export function attemptStamp(data: Faker): string {
  if (!stamps.has(data)) stampAttempt(data);
  return stamps.get(data)!;
}
