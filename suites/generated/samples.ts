import type { Faker } from '@faker-js/faker';
import type { TargetConfig } from '../../kit/config/target-config';
import { accountReference } from '../../kit/legacy/orders';
import { externalCustomerId } from '../../kit/hosted/buy';
import { syntheticEmail } from '../../kit/native/requests';
import type { Samples } from './operation-requests';

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
      // An identity the target knows: a target that shares only known ones accepts it too (ASSUME-HC-KYC-SHARE-PAYLOAD).
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
