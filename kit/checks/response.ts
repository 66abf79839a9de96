import { test } from '@playwright/test';
import { ruleById, type RuleId, type Surface } from '../../rules';
import type { Answer } from '../http/surface-client';
import { answerLine, expectRule, violation } from './violation';

const JSON_TYPE = /^application\/([\w.+-]+\+)?json\b/i;

/** LEG-RESPONSE-JSON (What the service does, 8): a JSON body with a JSON content type (ASSUME-JSON-CONTENT-TYPE). */
export function expectJson(answer: Answer, rule: RuleId = 'LEG-RESPONSE-JSON'): void {
  expectRule(
    rule,
    JSON_TYPE.test(answer.contentType),
    () => `content-type "${answer.contentType}" on ${answer.status}`,
    'JSON responses',
  );
  if (answer.jsonError) violation(rule, answer.jsonError, 'JSON responses');
}

/** LEG-RESPONSE-DATA (What the service does, 8): results wrapped in a top-level data object. */
export function dataOf(answer: Answer): Record<string, unknown> {
  expectJson(answer);
  const data = (answer.json as { data?: unknown } | null)?.data;
  expectRule(
    'LEG-RESPONSE-DATA',
    isObject(data),
    () => `top-level keys ${JSON.stringify(keys(answer.json))}`,
    'results wrapped in a top-level data object',
  );
  return data;
}

export function expectStatus(rule: RuleId, answer: Answer, wanted: number, documented: string): void {
  expectRule(rule, answer.status === wanted, () => answerLine(answer), documented);
}

/** Each surface's "responses are JSON" rule (What the service does, 8): a refusal is an answer too. */
const JSON_RULE: Partial<Record<Surface, RuleId>> = {
  legacy: 'LEG-RESPONSE-JSON',
  hosted: 'HC-RESPONSE-JSON',
  native: 'NAT-RESPONSE-JSON',
};

/**
 * Refused as the caller's fault: a 4xx, never a 2xx or a 5xx (Errors › HTTP status), with a JSON body (an HTML error
 * page is no answer of this service). Not a 404 or 405, which say nothing is there to refuse (`notFound: 'refuses'`
 * where the thing refused is the resource a path names); a 429 says the request was not looked at, so the test is
 * skipped as inconclusive.
 */
export function expectClientError(
  rule: RuleId,
  answer: Answer,
  documented: string,
  { notFound = 'proves-nothing' }: { notFound?: 'refuses' | 'proves-nothing' } = {},
): void {
  skipWhereRateLimited(answer, documented);
  const nothingThere = answer.status === 405 || (answer.status === 404 && notFound === 'proves-nothing');
  expectRule(
    rule,
    answer.status >= 400 && answer.status < 500 && !nothingThere,
    () => `${answerLine(answer)}${nothingThere ? ' (nothing there: not a refusal)' : ''}`,
    documented,
  );
  const jsonRule = JSON_RULE[ruleById(rule)!.surface];
  if (jsonRule) expectJson(answer, jsonRule);
}

/**
 * Whether an answer is a refusal of the request it answers, for checks that accept a refusal as one reading: a 4xx
 * that is not 401, 404 or 405 (the credential or the address, not the request); a 429 skips the test as inconclusive.
 */
export function isRefusal(answer: Answer, what: string): boolean {
  skipWhereRateLimited(answer, what);
  // A JSON body too: an HTML error page is no refusal of this service.
  return (
    answer.status >= 400 && answer.status < 500 && ![401, 404, 405].includes(answer.status) && answer.json !== undefined
  );
}

/** A 429 says the request was not looked at: neither a refusal nor a service, so the test is inconclusive. */
export function skipWhereRateLimited(answer: Answer, what: string): void {
  test.skip(answer.status === 429, `inconclusive: 429 where ${what} was to be shown (the rate limit, not a refusal)`);
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function keys(value: unknown): string[] {
  return isObject(value) ? Object.keys(value) : [typeof value];
}
