import type { Faker } from '@faker-js/faker';
import type { TargetConfig } from '../config/target-config';
import type { Answer, SurfaceClient } from '../http/surface-client';
import { expectJson, isObject } from '../checks/response';
import { answerLine, violation } from '../checks/violation';

export type BuyBody = Record<string, unknown>;

/** A stable, opaque customer id: never personal data (Resources › Native API identifiers). */
export function externalCustomerId(data: Faker): string {
  return `cust-${data.string.hexadecimal({ length: 16, casing: 'lower', prefix: '' })}`;
}

/** A buy of the sample pair (Endpoints › Hosted Checkout: POST /{partnerRef}/v2/buy). */
export function buyBody(target: TargetConfig, data: Faker, overrides: BuyBody = {}): BuyBody {
  return { ...target.hosted.sample, externalCustomerId: externalCustomerId(data), ...overrides };
}

/**
 * What the authentication scenarios send: a buy without externalCustomerId, so that nothing is created even by a
 * service that wrongly accepts the credential (ASSUME-HC-AUTH-FIRST: credentials are checked before the payload).
 */
export function incompleteBuyBody(target: TargetConfig): BuyBody {
  return { ...target.hosted.sample };
}

export interface CreatedBuy {
  answer: Answer;
  order: Record<string, unknown>;
}

/** Creates the Hosted Checkout order a scenario needs; a refusal is a failed precondition, told with the answer. */
export async function createBuy(hosted: SurfaceClient, body: BuyBody): Promise<CreatedBuy> {
  const answer = await hosted.post('/buy', { json: body });
  if (answer.status < 200 || answer.status >= 300)
    violation('HC-BUY-SHAPE', answerLine(answer), 'a 2xx with the Hosted Checkout order for a valid buy');
  expectJson(answer, 'HC-RESPONSE-JSON');
  if (!isObject(answer.json)) violation('HC-BUY-SHAPE', answerLine(answer), 'the Hosted Checkout order object');
  return { answer, order: answer.json };
}
