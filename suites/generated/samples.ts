import type { Faker } from '@faker-js/faker';
import type { TargetConfig } from '../../kit/config/target-config';
import { accountReference } from '../../kit/legacy/orders';
import { externalCustomerId } from '../../kit/hosted/buy';
import { syntheticEmail } from '../../kit/native/requests';
import type { Samples } from './operation-requests';
import type { SpecOperation } from '../../kit/spec';
import type { SurfaceClient } from '../../kit/http/surface-client';
import { freshQuoteId } from '../../kit/native/requests';

/**
 * Samples the target gives only when asked (x-sample keys with a request of their own): a fresh locked quote's id.
 * Undefined when it gives none: an optional input is then left out (validRequest).
 */
const FRESH_SAMPLES: Record<string, (native: SurfaceClient, target: TargetConfig) => Promise<string | undefined>> = {
  quoteId: freshQuoteId,
};

/** The samples of an operation, with the fresh ones its inputs ask for fetched first. */
export async function samplesOf(
  operation: SpecOperation,
  {
    native,
    target,
    data,
    partnerRef,
  }: { native: () => SurfaceClient; target: TargetConfig; data: Faker; partnerRef: string | undefined },
): Promise<Samples> {
  const samples = samplesFor(operation.spec, target, data, partnerRef);
  const keys = Object.values(operation.body?.properties ?? {})
    .map((property) => property.sample)
    .filter((key) => key !== undefined && key in FRESH_SAMPLES);
  for (const key of new Set(keys)) samples[key!] = await FRESH_SAMPLES[key!](native(), target);
  return samples;
}

/**
 * The values behind each spec's x-sample keys: the target's own data from configuration, fresh opaque ids
 * (never personal data), and the partnerRef of the environment under test.
 */
export function samplesFor(spec: string, target: TargetConfig, data: Faker, partnerRef: string | undefined): Samples {
  if (spec === 'specs/legacy.yaml') {
    const { sample, ordersFrom, ordersTo } = target.legacy;
    return { ...sample, ordersFrom, ordersTo, accountReference: accountReference(data) };
  }
  if (spec === 'specs/hosted-checkout.yaml') {
    return {
      ...target.hosted.sample,
      partnerRef,
      externalCustomerId: externalCustomerId(data),
      // An identity the target knows: a target that shares only known ones accepts it too
      // (ASSUME-HC-KYC-SHARE-PAYLOAD).
      identityReference: target.native.readyIdentity,
    };
  }
  if (spec === 'specs/native.yaml') {
    return {
      ...target.native.sample,
      readyIdentity: target.native.readyIdentity,
      externalCustomerId: externalCustomerId(data),
      email: syntheticEmail(data),
    };
  }
  throw new Error(`no samples for ${spec}`);
}
