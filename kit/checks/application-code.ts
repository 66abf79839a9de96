import type { RuleId } from '../../rules';
import { listedCodes, type ListedCode } from '../../rules/error-codes';
import type { Answer } from '../http/surface-client';
import { answerLine, violation } from './violation';
import { countCheck } from './checks-made';

/** The application codes the document lists (Errors › Application codes; Errors › Other). */
export const DOCUMENTED_CODES = [4002, 4005, 5034, 81] as const;

export interface FoundCode {
  code: number;
  /** JSON pointer of where the body carries it (the document does not show the field name). */
  path: string;
}

const CODE_KEY = /code$/i;

/**
 * Finds the application code wherever the body carries it (ASSUME-HC-ERROR-CODE): a number under a key ending
 * in "code" (a documented one first), else a documented code under any key. Numeric strings count.
 */
export function findCode(body: unknown): FoundCode | undefined {
  const found: (FoundCode & { keyed: boolean })[] = [];
  const walk = (value: unknown, path: string, key: string) => {
    if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${path}/${i}`, key));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, `${path}/${k}`, k);
    else if ((typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value))) && path) {
      found.push({ code: Number(value), path, keyed: CODE_KEY.test(key) });
    }
  };
  walk(body, '', '');
  const documented = (f: { code: number }) => (DOCUMENTED_CODES as readonly number[]).includes(f.code);
  const best = found.find((f) => f.keyed && documented(f)) ?? found.find((f) => f.keyed) ?? found.find(documented);
  return best && { code: best.code, path: best.path };
}

/**
 * The document's message of another application code than the body's own, where the body says it beside its code (a
 * string of the object that holds the code, case aside): the words disagree with the code. Undefined when they agree,
 * or when the body says neither.
 */
export function otherCodesWords(body: unknown, found: FoundCode): string | undefined {
  const holder = found.path
    .split('/')
    .slice(1, -1)
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], body);
  if (!holder || typeof holder !== 'object') return undefined;
  const words = Object.values(holder)
    .filter((value): value is string => typeof value === 'string')
    .map((value) => value.toLowerCase());
  return (listedCodes as readonly ListedCode[]).find(
    (listed) =>
      listed.message !== undefined &&
      Number(listed.code) !== found.code &&
      words.some((said) => said.includes(listed.message!.toLowerCase())),
  )?.message;
}

/**
 * Trace id, when the body or a header carries one: unlisted codes are reported with it. Takes an answer or a recorded
 * response.
 */
export function traceIdOf(answer: Pick<Answer, 'headers' | 'json'>): string | undefined {
  const header = answer.headers['x-trace-id'] ?? answer.headers['traceparent'] ?? answer.headers['x-request-id'];
  const inBody = JSON.stringify(answer.json ?? '').match(/"trace_?id"\s*:\s*"([^"]+)"/i)?.[1];
  return inBody ?? header;
}

/** The answer carries `code` with one of `statuses`; otherwise says what came instead, with the trace id. */
export function expectCode(
  rule: RuleId,
  answer: Answer,
  code: number,
  statuses: (status: number) => boolean,
  documented: string,
): FoundCode {
  countCheck();
  const found = findCode(answer.json);
  const trace = traceIdOf(answer);
  const context = `${answerLine(answer)}${trace ? ` (trace id ${trace})` : ''}`;
  if (!found) violation(rule, `no application code in ${context}`, documented);
  if (found.code !== code) {
    const unlisted = (DOCUMENTED_CODES as readonly number[]).includes(found.code)
      ? ''
      : ', a code the document does not list';
    violation(rule, `code ${found.code} at ${found.path}${unlisted}: ${context}`, documented);
  }
  if (!statuses(answer.status)) violation(rule, `HTTP ${answer.status} with code ${code} at ${found.path}`, documented);
  return found;
}
