import { test } from '@playwright/test';
import type { RuleId } from '../../rules';

/**
 * The JSON types a check may need a field to be; `text` is a non-empty string (Hosted's checkout URL to load: relative
 * ones are taken on the base URL, ASSUME-CHECKOUT-URL-FORM, so it is not parsed here); `url` a string a browser reads
 * as an absolute http(s) URL, space around it aside (/api's checkout URL, whose form LEG-CHECKOUT-URL-FORM judges).
 */
export type FieldType = 'string' | 'text' | 'url' | 'number' | 'boolean' | 'object' | 'array';
type TypeOf<T extends FieldType> = T extends 'string' | 'text' | 'url'
  ? string
  : T extends 'number'
    ? number
    : T extends 'boolean'
      ? boolean
      : T extends 'array'
        ? unknown[]
        : Record<string, unknown>;

/**
 * Why `value` is not a `type`, or undefined when it is. The one reading of an answer's field that a check builds on:
 * the target's answer decides it, never the suite's code (no "Invalid URL" from a checkout URL that is not there).
 */
export function fieldProblem(value: unknown, type: FieldType): string | undefined {
  if (value === undefined) return 'absent';
  const actual =
    value === null
      ? 'null'
      : Array.isArray(value)
        ? 'an array'
        : typeof value === 'object'
          ? 'an object'
          : `a ${typeof value}`;
  const fits =
    type === 'array'
      ? Array.isArray(value)
      : type === 'object'
        ? value !== null && typeof value === 'object' && !Array.isArray(value)
        : type === 'text'
          ? typeof value === 'string' && value !== ''
          : type === 'url'
            ? typeof value === 'string' && /^https?:\/\//i.test(value.trim()) && URL.canParse(value.trim())
            : typeof value === type;
  if (fits) return undefined;
  if (type === 'url' && typeof value === 'string' && value !== '')
    return `not an absolute http(s) URL (${JSON.stringify(value).slice(0, 80)})`;
  return value === '' ? 'an empty string' : `${actual} (${JSON.stringify(value)?.slice(0, 80)})`;
}

/**
 * A field of an answer that a check needs. Missing or of another type, the check has nothing to judge: the test skips
 * with that reason, naming the rule that states the field (its own check fails it, where the shape is judged), so
 * the answer is a product failure once, never a suite error in every check that reads it.
 */
export function neededField<T extends FieldType>(
  record: unknown,
  field: string,
  type: T,
  statedBy: RuleId,
  answer = 'the answer',
  skip: (condition: boolean, reason: string) => void = (condition, reason) => test.skip(condition, reason),
): TypeOf<T> {
  const value = record !== null && typeof record === 'object' ? (record as Record<string, unknown>)[field] : undefined;
  const problem = fieldProblem(value, type);
  const named = type === 'text' ? 'string' : type === 'url' ? 'URL' : type;
  skip(problem !== undefined, `${answer} carries no ${field} ${named}: ${problem}; ${statedBy} judges it`);
  return value as TypeOf<T>;
}
