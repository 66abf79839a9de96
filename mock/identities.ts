import { randomBytes } from 'node:crypto';
import type { Environment } from './environment';

/** A Native API identity as the mock keeps it; only identityReference and paymentReady are ever answered. */
export interface Identity {
  identityReference: string;
  /** Lower case: one identity per address, whatever case it was sent in. */
  email: string;
  externalCustomerId: string;
  /** Eligibility: false means no ramp may be started (Native API, rule 1). */
  paymentReady: boolean;
}

/** Seeded in each environment: one identity that may pay, one still waiting for its requirements. */
export const seededIdentities: readonly Identity[] = [
  {
    identityReference: 'idr-ready-7f3a9c',
    email: 'ready.customer@example.test',
    externalCustomerId: 'cust-native-ready',
    paymentReady: true,
  },
  {
    identityReference: 'idr-waiting-2b8d1e',
    email: 'waiting.customer@example.test',
    externalCustomerId: 'cust-native-waiting',
    paymentReady: false,
  },
];

const referenceAlphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** Opaque and random: an identityReference never carries personal data (Resources › Native API identifiers). */
export function freshIdentityReference(): string {
  return `idr-${Array.from(randomBytes(12), (byte) => referenceAlphabet[byte % referenceAlphabet.length]).join('')}`;
}

export const emailKey = (email: string) => email.toLowerCase();

export function identityByEmail(env: Environment, email: string): Identity | undefined {
  return [...env.state.identities.values()].find((identity) => identity.email === emailKey(email));
}

/** Records a new identity; the caller has checked that the email has none yet. Not payment-ready until KYC. */
export function createIdentity(env: Environment, email: string, externalCustomerId: string): Identity {
  const identityReference = env.seams.createdIdentityReference === 'email' ? email : freshIdentityReference();
  const identity: Identity = { identityReference, email: emailKey(email), externalCustomerId, paymentReady: false };
  env.state.identities.set(identityReference, identity);
  return identity;
}
