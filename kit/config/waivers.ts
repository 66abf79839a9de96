import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
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
  reason: string;
  owner: string;
  expires: string;
}

export const WAIVERS_SCHEMA_FILE = join(PACKAGE_ROOT, 'waivers', 'waivers.schema.json');

/** The waivers of CONFORMANCE_WAIVERS, validated by their schema and against the catalogue; a wrong file is one line. */
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
    const first = validate.errors![0];
    throw new ConfigError(`CONFORMANCE_WAIVERS ${file}: ${first.instancePath || '/'} ${first.message} (schema: waivers/waivers.schema.json)`);
  }
  const waivers = (document as { waivers: Waiver[] }).waivers;
  const unknown = waivers.filter((waiver) => !ruleById(waiver.rule)).map((waiver) => waiver.rule);
  if (unknown.length) throw new ConfigError(`CONFORMANCE_WAIVERS ${file}: unknown rule id ${unknown.join(', ')}`);
  return waivers;
}
