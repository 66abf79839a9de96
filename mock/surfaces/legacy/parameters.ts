import type { Environment } from '../../environment';
import { InvalidParameter } from './errors';

export type Query = Record<string, string | string[] | undefined>;

/** A query parameter given once; an empty value counts as not given. */
export function readText(query: Query, name: string): string | undefined {
  const value = query[name];
  if (Array.isArray(value)) throw new InvalidParameter('Invalid parameter', `${name} must be given once`);
  return value === undefined || value === '' ? undefined : value;
}

const decimalNumber = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

function refuseNonNumeric(env: Environment, name: string, kind: string): never {
  // A crash: the service trips over the value instead of refusing it.
  if (env.seams.legacyNonNumericParameter === 'crashes') throw new TypeError(`cannot convert ${name} to ${kind}`);
  throw new InvalidParameter('Invalid parameter', `${name} must be ${kind}`);
}

/** An int32 parameter. */
export function readInteger(env: Environment, query: Query, name: string): number | undefined {
  const text = readText(query, name)?.trim();
  if (text === undefined) return undefined;
  if (!decimalNumber.test(text)) refuseNonNumeric(env, name, 'an integer');
  const value = Number(text);
  if (!/^[+-]?\d+$/.test(text) || value > 2 ** 31 - 1 || value < -(2 ** 31)) {
    throw new InvalidParameter('Invalid parameter', `${name} must be a 32-bit integer`);
  }
  return value;
}

/** A float parameter. */
export function readNumber(env: Environment, query: Query, name: string): number | undefined {
  const text = readText(query, name)?.trim();
  if (text === undefined) return undefined;
  if (!decimalNumber.test(text)) refuseNonNumeric(env, name, 'a number');
  const value = Number(text);
  if (!Number.isFinite(value)) throw new InvalidParameter('Invalid parameter', `${name} is out of range`);
  return value;
}

/** A currency or coin code; codes are upper case. */
export function readCode(query: Query, name: string): string | undefined {
  return readText(query, name)?.trim().toUpperCase();
}
