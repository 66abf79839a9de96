import type { Faker } from '@faker-js/faker';
import { attemptStamp } from '../run/attempt-stamp';
import type { TargetConfig } from '../config/target-config';
import type { Answer, SurfaceClient } from '../http/surface-client';
import { expectJson, isObject } from '../checks/response';
import { answerLine, violation } from '../checks/violation';
import { findCode } from '../checks/application-code';
import { environmentFailure } from '../http/environment-failure';
import type { RuleId } from '../../rules';
import type { Readings } from '../readings/readings';
import { assumptionById, type ReadingOf } from '../../rules/assumptions';

// Paths here are taken on the environment's base URL, the host of Hosted Checkout (ASSUME-NAT-HOST).

/** The sample pair and amount of GET price and GET quote (ASSUME-NAT-SAMPLE). */
export function pricing(target: TargetConfig): Record<string, string> {
  const { source, target: coin, amount } = target.native.sample;
  return { source, target: coin, amount };
}

/** A synthetic email on a reserved domain: no real person's data. */
export function syntheticEmail(data: Faker): string {
  // The seeded part replays; the attempt's stamp keeps a retry or a replay against the same target from meeting code
  // 81.
  return `conformance.${data.string.alphanumeric({ length: 14, casing: 'lower' })}.${attemptStamp(data)}@example.test`;
}

export function limitsPath(target: TargetConfig, identityReference: string): string {
  return target.native.limitsPath.replace('{identityReference}', encodeURIComponent(identityReference));
}

/**
 * The identity's limits for one direction, in `fiat`: min and max as the limits operation gives them (read, not judged:
 * NAT-LIMITS is another test's), or undefined where it gives none usable.
 */
export async function limitsOf(
  native: SurfaceClient,
  target: TargetConfig,
  identityReference: string,
  fiat: string,
  transactionType: 'buy' | 'sell',
): Promise<{ min: number; max: number } | undefined> {
  const answer = await native.post(limitsPath(target, identityReference), { json: { fiat, transactionType } });
  const limits =
    answer.status >= 200 && answer.status < 300 && isObject(answer.json) && Array.isArray(answer.json.limits)
      ? (answer.json.limits as unknown[])
      : [];
  const entry = limits.find(
    (limit) => isObject(limit) && typeof limit.fiat === 'string' && limit.fiat.toUpperCase() === fiat.toUpperCase(),
  ) as Record<string, unknown> | undefined;
  const [min, max] = [Number(entry?.min), Number(entry?.max)];
  return Number.isFinite(min) && Number.isFinite(max) && min > 0 && min <= max ? { min, max } : undefined;
}

/** A bank-transfer ramp of the sample pair for `identityReference` (Endpoints › Native API: POST ramps). */
export function rampBody(
  target: TargetConfig,
  identityReference: string,
  externalCustomerId: string,
  extra: Record<string, unknown> = {},
) {
  const { source, target: coin, amount, walletAddress } = target.native.sample;
  return { identityReference, externalCustomerId, source, target: coin, amount, walletAddress, ...extra };
}

/**
 * The quoteId of a fresh locked quote of the sample pair (GET quote), or undefined where none is given: a ramp that
 * carries it is valid whether or not the target needs a quoteId on a ramp (ASSUME-NAT-RAMP-QUOTEID).
 */
export async function freshQuoteId(native: SurfaceClient, target: TargetConfig): Promise<string | undefined> {
  const answer = await native.get('/eapi/v0/quote', { query: pricing(target) });
  const quoteId =
    answer.status >= 200 && answer.status < 300 && isObject(answer.json) ? answer.json.quoteId : undefined;
  return typeof quoteId === 'string' ? quoteId : undefined;
}

/**
 * The JSON object of a 2xx answer a scenario needs; anything else fails `rule` as a precondition, told with the answer.
 */
export function objectOf(answer: Answer, rule: RuleId, documented: string): Record<string, unknown> {
  if (answer.status < 200 || answer.status >= 300) violation(rule, answerLine(answer), documented);
  expectJson(answer, 'NAT-RESPONSE-JSON');
  if (!isObject(answer.json)) violation(rule, answerLine(answer), documented);
  return answer.json;
}

/**
 * Creates an identity for a fresh synthetic email (ASSUME-NAT-PATHS). The client retries a 5xx or a lost answer; code
 * 81 on such a retry says the first try created the identity (Errors › Other: "fetch the existing identity instead
 * of retrying creation"), whose answer the suite never saw: no verdict on the target, never a failed rule.
 */
export async function createIdentity(
  native: SurfaceClient,
  target: TargetConfig,
  email: string,
  externalCustomerId: string,
  options: { emailExists?: boolean } = {},
): Promise<Answer> {
  const answer = await native.post(target.native.identityCreatePath, { json: { email, externalCustomerId } });
  // For an email that already exists, code 81 is the answer whichever try it came on.
  if (
    !options.emailExists &&
    answer.retriedAfter?.length &&
    answer.status === 422 &&
    findCode(answer.json)?.code === 81
  ) {
    const first = answer.retriedAfter[0];
    environmentFailure(
      first === 'no answer' ? 'no-answer' : 'server-error',
      `POST ${target.native.identityCreatePath} answered ${first === 'no answer' ? 'nothing' : first}, then ` +
        `code 81 on its retry: the first try created the identity, whose answer was lost`,
    );
  }
  return answer;
}

/**
 * The field that carries the price in a price and a quote answer (ASSUME-NAT-PRICE-FIELD): the one in force when both
 * answers carry it; another known reading, when they carry that one instead, leaves the row not confirmed.
 */
export function priceField(readings: Readings, answers: Answer[], ...bodies: Record<string, unknown>[]): string {
  const inForce = readings.value('ASSUME-NAT-PRICE-FIELD');
  const carried = (field: string) =>
    bodies.every((body) => typeof body[field] === 'string' || typeof body[field] === 'number');
  if (carried(inForce)) {
    readings.observe('ASSUME-NAT-PRICE-FIELD', inForce, answers);
    return inForce;
  }
  const known = Object.keys(
    assumptionById('ASSUME-NAT-PRICE-FIELD')?.readings ?? {},
  ) as ReadingOf<'ASSUME-NAT-PRICE-FIELD'>[];
  const other = known.find((field) => field !== inForce && carried(field));
  if (other) readings.notConfirmed('ASSUME-NAT-PRICE-FIELD', other, answers, `the answers carry no "${inForce}"`);
  return inForce;
}
