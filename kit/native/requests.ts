import type { Faker } from '@faker-js/faker';
import type { TargetConfig } from '../config/target-config';
import type { Answer, SurfaceClient } from '../http/surface-client';
import { expectJson, isObject } from '../checks/response';
import { answerLine, violation } from '../checks/violation';
import type { RuleId } from '../../rules';

/** The sample pair and amount of GET price and GET quote (ASSUME-NAT-SAMPLE). */
export function pricing(target: TargetConfig): Record<string, string> {
  const { source, target: coin, amount } = target.native.sample;
  return { source, target: coin, amount };
}

/** A synthetic email on a reserved domain: no real person's data. */
export function syntheticEmail(data: Faker): string {
  return `conformance.${data.string.alphanumeric({ length: 14, casing: 'lower' })}@example.test`;
}

export function limitsPath(target: TargetConfig, identityReference: string): string {
  return target.native.limitsPath.replace('{identityReference}', encodeURIComponent(identityReference));
}

/** A bank-transfer ramp of the sample pair for `identityReference` (Endpoints › Native API: POST ramps). */
export function rampBody(target: TargetConfig, identityReference: string, externalCustomerId: string, extra: Record<string, unknown> = {}) {
  const { source, target: coin, amount, walletAddress } = target.native.sample;
  return { identityReference, externalCustomerId, source, target: coin, amount, walletAddress, ...extra };
}

/** The JSON object of a 2xx answer a scenario needs; anything else fails `rule` as a precondition, told with the answer. */
export function objectOf(answer: Answer, rule: RuleId, documented: string): Record<string, unknown> {
  if (answer.status < 200 || answer.status >= 300) violation(rule, answerLine(answer), documented);
  expectJson(answer, 'NAT-RESPONSE-JSON');
  if (!isObject(answer.json)) violation(rule, answerLine(answer), documented);
  return answer.json;
}

/** Creates an identity for a fresh synthetic email (ASSUME-NAT-PATHS). */
export async function createIdentity(native: SurfaceClient, target: TargetConfig, email: string, externalCustomerId: string): Promise<Answer> {
  return native.post(target.native.identityCreatePath, { json: { email, externalCustomerId } });
}
