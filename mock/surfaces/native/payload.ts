import { currencyPair, type CurrencyPair } from '../../currency-pairs';
import type { Environment } from '../../environment';
import { notJson } from '../../json-body';
import { invalid } from './errors';
import { emptyRequired } from '../empty-required';

/** The fields of a query string or of a JSON body. */
export type Fields = Record<string, unknown>;

/** A JSON object body; anything else is 400. */
export function readBody(input: unknown): Fields {
  if (input === notJson) throw invalid(undefined, 'the body is not valid JSON');
  const body = input === undefined ? {} : input;
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw invalid(undefined, 'the body must be a JSON object');
  return body as Fields;
}

/** A string field: missing, empty or null is undefined; any other type, or a query parameter given twice, is 400. */
export function readOptional(fields: Fields, name: string): string | undefined {
  const value = fields[name];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw invalid(name, `${name} must be a string, given once`);
  return value;
}

export function readRequired(env: Environment, fields: Fields, name: string): string {
  // Sent empty: refused as missing, or taken as given (ASSUME-EMPTY-REQUIRED).
  if (fields[name] === '' && emptyRequired(env, 'native', name) === '') return '';
  const value = readOptional(fields, name);
  if (value === undefined) throw invalid(name, `${name} is required`);
  return value;
}

const decimalString = /^\d+(\.\d+)?$/;

/**
 * A positive decimal string ("100", "100.50"; not "1e3", ".5", "0"). `tripsOnText`: the price and quote endpoints,
 * which may crash on an amount that is no decimal instead of refusing it (seam nativeNonDecimalPriceAmount).
 */
export function readAmount(env: Environment, fields: Fields, tripsOnText = false): string {
  if (env.seams.nativeAssumedInputs === 'none-needed') {
    // Another payload: "amount" is no input of it; a usable one is taken, anything else is passed over.
    const given = fields.amount;
    return typeof given === 'string' && decimalString.test(given) && Number(given) > 0
      ? given
      : ASSUMED_FALLBACK.amount;
  }
  const amount = readRequired(env, fields, 'amount');
  if (!decimalString.test(amount)) {
    if (tripsOnText && env.seams.nativeNonDecimalPriceAmount === 'crashes')
      throw new TypeError('cannot convert amount to a decimal');
    throw invalid('amount', 'amount must be a decimal string such as "100.00"');
  }
  if (!(Number(amount) > 0)) throw invalid('amount', 'amount must be greater than 0');
  if (tripsOnText && (amount.split('.')[1]?.length ?? 0) > env.seams.nativeAmountDecimalsCrashAbove)
    throw new RangeError('amount has more decimals than the price engine takes');
  return amount;
}

/** source and target, codes in any case: fiat to coin is a buy, coin to fiat a sell. */
export function readPair(env: Environment, fields: Fields): CurrencyPair {
  const source = readAssumed(env, fields, 'source').toUpperCase();
  const target = readAssumed(env, fields, 'target').toUpperCase();
  const pair = currencyPair(source, target);
  if (!pair) throw invalid('target', `no price for ${source} to ${target}`);
  return pair;
}

/**
 * What the mock reading another payload (ASSUME-NAT-PAYLOADS=other) takes for an input of specs/native.yaml left out.
 */
export const ASSUMED_FALLBACK = {
  source: 'EUR',
  target: 'BTC',
  amount: '100',
  fiat: 'EUR',
  transactionType: 'buy',
  walletAddress: '',
  identityReference: '',
  email: '',
  externalCustomerId: '',
} as const;

/**
 * An input only specs/native.yaml requires: required, or, where the mock reads another payload, its fallback when left
 * out.
 */
export function readAssumed(env: Environment, fields: Fields, name: keyof typeof ASSUMED_FALLBACK): string {
  if (env.seams.nativeAssumedInputs === 'required') return readRequired(env, fields, name);
  return readOptional(fields, name) ?? ASSUMED_FALLBACK[name];
}

/** A Native answer under the names of the mock's reading (ASSUME-NAT-PAYLOADS): specs/native.yaml's, or others. */
export function answerNames<T extends Fields>(env: Environment, body: T, others: Record<string, string>): Fields {
  if (env.seams.nativeAnswerNames === 'specs/native.yaml') return body;
  return Object.fromEntries(Object.entries(body).map(([name, value]) => [others[name] ?? name, value]));
}
