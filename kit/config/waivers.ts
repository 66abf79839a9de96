import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020, { type ErrorObject } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { ruleById } from '../../rules';
import { PACKAGE_ROOT } from '../package-root';
import { ConfigError } from './config-error';

/** A known deviation: a failure of `rule` that does not fail the run until `expires` (waivers/waivers.schema.json). */
export interface Waiver {
  rule: string;
  test?: string;
  received?: string;
  pointer?: string;
  /** 'rule': every failure of the rule (within `test`); without it a waiver names a pointer or a received value. */
  scope?: 'rule';
  reason: string;
  owner: string;
  expires: string;
}

export const WAIVERS_SCHEMA_FILE = join(PACKAGE_ROOT, 'waivers', 'waivers.schema.json');

/**
 * The waivers of CONFORMANCE_WAIVERS, validated by their schema and against the catalogue; a wrong file is one line.
 */
export function readWaivers(file: string): Waiver[] {
  let document: unknown;
  try {
    document = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ConfigError(`CONFORMANCE_WAIVERS ${file}: ${(error as Error).message.split('\n')[0]}`);
  }
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  addFormats(ajv);
  const validate = ajv.compile(JSON.parse(readFileSync(WAIVERS_SCHEMA_FILE, 'utf8')) as object);
  if (!validate(document)) {
    // A waiver that names nothing would hide every other failure of its rule: say which, and how to mean it.
    const narrowing = (error: ErrorObject) =>
      error.keyword === 'anyOf' ||
      (error.keyword === 'required' && ['pointer', 'received', 'scope'].includes(String(error.params.missingProperty)));
    const unnarrowed = validate.errors!.find(
      (error) => error.keyword === 'anyOf' && /^\/waivers\/\d+$/.test(error.instancePath),
    );
    if (unnarrowed && validate.errors!.every(narrowing)) {
      const rule = (document as { waivers: { rule?: unknown }[] }).waivers[
        Number(unnarrowed.instancePath.split('/')[2])
      ].rule;
      throw new ConfigError(
        `CONFORMANCE_WAIVERS ${file}: ${unnarrowed.instancePath} (${String(rule)}) names no pointer or ` +
          `received value; a waiver of every failure of the rule needs "scope": "rule"`,
      );
    }
    const first = validate.errors!.find((error) => !narrowing(error)) ?? validate.errors![0];
    throw new ConfigError(
      `CONFORMANCE_WAIVERS ${file}: ${first.instancePath || '/'} ${first.message} (schema: ` +
        `waivers/waivers.schema.json)`,
    );
  }
  const waivers = (document as { waivers: Waiver[] }).waivers;
  const unknown = waivers.filter((waiver) => !ruleById(waiver.rule)).map((waiver) => waiver.rule);
  if (unknown.length) throw new ConfigError(`CONFORMANCE_WAIVERS ${file}: unknown rule id ${unknown.join(', ')}`);
  return waivers;
}
