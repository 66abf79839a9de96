import { randomBytes } from 'node:crypto';
import { CREDENTIAL_VARIABLES } from '../kit/config/credentials';

/**
 * A made-up value for every secret variable of both environments, fresh per run, named after its variable so a
 * hit says which leaked. The partnerRef is not a secret: it stands in URLs by design.
 */
export function canaryCredentials(): Record<string, string> {
  return Object.fromEntries(
    ['SANDBOX', 'PRODUCTION'].flatMap((env) =>
      Object.values(CREDENTIAL_VARIABLES)
        .filter((suffix) => suffix !== 'PARTNER_REF')
        .map((suffix) => [
          `${env}_${suffix}`,
          `canary-${env.toLowerCase()}-${suffix.toLowerCase()}-${randomBytes(12).toString('hex')}`,
        ]),
    ),
  );
}

/** The canary run's seed: the shard run compares its merged report with the canary run's, so both use this one. */
export const CANARY_SEED = '20251121';
