import type { Environment } from '../../environment';
import { notJson } from '../../json-body';
import { ValidationError } from './errors';
import { emptyRequired } from '../empty-required';

export type Payload = Record<string, unknown>;

/**
 * A /v2 JSON body as an object. Optional fields must be a string or omitted, never null (Errors › 4002).
 * `nullRefused`: fields whose null stays refused even where a seam lets null through, because the document requires
 * them or the order cannot be made without them.
 */
export function readPayload(env: Environment, input: unknown, nullRefused: readonly string[]): Payload {
  if (input === notJson) throw new ValidationError(undefined, 'the body is not valid JSON');
  const body = input === undefined ? {} : input;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ValidationError(undefined, 'the body must be a JSON object');
  }
  for (const [field, value] of Object.entries(body)) {
    if (value !== null) continue;
    // Let through, a null optional field reads as if the partner had left it empty.
    if (env.seams.hostedNullAcceptedIn.includes(field) && !nullRefused.includes(field)) continue;
    throw new ValidationError(field, `${field} must be a string or omitted, never null`);
  }
  return body as Payload;
}

/** A string field; missing or empty is refused when required. A null here was let through (a seam): no value. */
export function readText(env: Environment, payload: Payload, field: string, required: boolean): string | undefined {
  const value = payload[field];
  if (value === null) return undefined;
  // Sent empty: refused as missing, or taken as given (ASSUME-EMPTY-REQUIRED).
  if (value === '' && required && emptyRequired(env, 'hosted', field) === '') return '';
  if (value === undefined || value === '') {
    if (required) throw new ValidationError(field, `${field} is required`);
    return undefined;
  }
  if (typeof value !== 'string') throw new ValidationError(field, `${field} must be a string`);
  return value;
}
