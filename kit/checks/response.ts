import type { RuleId } from '../../rules';
import type { Answer } from '../http/surface-client';
import { answerLine, expectRule, violation } from './violation';

const JSON_TYPE = /^application\/([\w.+-]+\+)?json\b/i;

/** LEG-RESPONSE-JSON (What the service does, 8): a JSON body with a JSON content type (ASSUME-JSON-CONTENT-TYPE). */
export function expectJson(answer: Answer, rule: RuleId = 'LEG-RESPONSE-JSON'): void {
  expectRule(rule, JSON_TYPE.test(answer.contentType), () => `content-type "${answer.contentType}" on ${answer.status}`, 'JSON responses');
  if (answer.jsonError) violation(rule, answer.jsonError, 'JSON responses');
}

/** LEG-RESPONSE-DATA (What the service does, 8): results wrapped in a top-level data object. */
export function dataOf(answer: Answer): Record<string, unknown> {
  expectJson(answer);
  const data = (answer.json as { data?: unknown } | null)?.data;
  expectRule('LEG-RESPONSE-DATA', isObject(data), () => `top-level keys ${JSON.stringify(keys(answer.json))}`, 'results wrapped in a top-level data object');
  return data;
}

export function expectStatus(rule: RuleId, answer: Answer, wanted: number, documented: string): void {
  expectRule(rule, answer.status === wanted, () => answerLine(answer), documented);
}

/** Refused as the caller's fault: a 4xx, never a 2xx or a 5xx (Errors › HTTP status). */
export function expectClientError(rule: RuleId, answer: Answer, documented: string): void {
  expectRule(rule, answer.status >= 400 && answer.status < 500, () => answerLine(answer), documented);
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function keys(value: unknown): string[] {
  return isObject(value) ? Object.keys(value) : [typeof value];
}
