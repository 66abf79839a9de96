import type { DriftEntry } from '../http/exchange';
import { operationById } from '../spec';
import { responseValidator } from './compiled-schemas';
import { childPointer } from './problem-messages';

const EXAMPLE_LENGTH = 80;

/**
 * Fields present in a response body that no schema describes: information for the report,
 * never a failure. Array indexes become '*', so one entry stands for every item.
 */
export function driftOf(operationId: string, status: number, body: unknown): DriftEntry[] {
  const operation = operationById(operationId);
  const validate = responseValidator('drift', operationId, status);
  if (!validate || validate(body)) return [];
  const label = `${operation.method.toUpperCase()} ${operation.path} ${status}`;
  const entries = new Map<string, DriftEntry>();
  for (const error of validate.errors ?? []) {
    if (error.keyword !== 'unevaluatedProperties') continue;
    const { path, value } = locate(body, childPointer(error.instancePath, String(error.params.unevaluatedProperty)));
    if (!entries.has(path)) entries.set(path, { operation: label, path, example: shorten(value) });
  }
  return [...entries.values()];
}

/** Follows a JSON pointer; the path it returns has '*' wherever the body had an array. */
function locate(body: unknown, pointer: string): { path: string; value: unknown } {
  let node = body;
  let path = '';
  for (const token of pointer.split('/').slice(1)) {
    path += Array.isArray(node) ? '/*' : `/${token}`;
    node = (node as Record<string, unknown>)[token.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return { path, value: node };
}

function shorten(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > EXAMPLE_LENGTH ? `${text.slice(0, EXAMPLE_LENGTH - 1)}…` : text;
}
