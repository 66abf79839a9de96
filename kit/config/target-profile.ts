import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import type { ValidateFunction } from 'ajv';
import { assumptionTable } from '../../rules/assumptions';
import { ConfigError } from './config-error';
import { PACKAGE_ROOT } from '../package-root';

/**
 * A target profile (CONFORMANCE_PROFILE): the value of any row of the assumption table, by its configuration key.
 * The probe writes one with its evidence; presets ship in profiles/. Variables still override single keys.
 */
export interface TargetProfile {
  /** Where it was read from, for one-line errors. */
  file: string;
  description?: string;
  values: Record<string, string>;
  /** Written by the probe: per row, the reading found and the X-Request-Ids that show it, or 'undetermined'. */
  evidence?: Record<string, ProbeEvidence | 'undetermined'>;
}

export interface ProbeEvidence {
  reading: string;
  requestIds: string[];
}

/** Presets by name: CONFORMANCE_PROFILE=public-sdk reads profiles/public-sdk.json. */
export const PROFILE_PRESETS = ['reference', 'public-sdk'] as const;
const PROFILES_DIR = join(PACKAGE_ROOT, 'profiles');

/** The profile's JSON Schema, made from the assumption table: every key a row has, reading rows to their readings. */
export function profileSchema(): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const row of assumptionTable) {
    for (const key of Object.keys(row.defaults)) {
      values[key] = row.readings
        ? { enum: Object.keys(row.readings), description: `${row.id}: ${row.text}` }
        : { type: 'string', description: `${row.id}: ${row.text}` };
    }
  }
  const evidence = {
    oneOf: [
      { const: 'undetermined' },
      {
        type: 'object',
        additionalProperties: false,
        required: ['reading', 'requestIds'],
        properties: { reading: { type: 'string' }, requestIds: { type: 'array', items: { type: 'string' } } },
      },
    ],
  };
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'https://conformance.example/profiles/target-profile.schema.json',
    title: 'Target profile of the conformance suite',
    type: 'object',
    additionalProperties: false,
    required: ['values'],
    properties: {
      $schema: { type: 'string' },
      description: { type: 'string' },
      values: { type: 'object', additionalProperties: false, properties: values },
      evidence: {
        type: 'object',
        additionalProperties: false,
        properties: Object.fromEntries(assumptionTable.map((row) => [row.id, evidence])),
      },
    },
  };
}

// Compiled on first use: the config, which every worker loads, imports this file, and most runs name no profile.
let compiled: ValidateFunction | undefined;
const validator = (): ValidateFunction =>
  (compiled ??= new Ajv2020({ allErrors: false, strict: true }).compile(profileSchema()));

/** Reads and validates a profile (a path, or a preset's name); any fault is one line naming the file and the key. */
export function loadProfile(pathOrPreset: string): TargetProfile {
  const file = (PROFILE_PRESETS as readonly string[]).includes(pathOrPreset)
    ? join(PROFILES_DIR, `${pathOrPreset}.json`)
    : pathOrPreset;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new ConfigError(
      `CONFORMANCE_PROFILE names no readable file: '${pathOrPreset}' (presets: ${PROFILE_PRESETS.join(', ')})`,
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new ConfigError(`profile ${file} is not JSON: ${(error as Error).message.split('\n')[0]}`);
  }
  return checkProfile(parsed, file);
}

function checkProfile(parsed: unknown, file: string): TargetProfile {
  const validate = validator();
  if (!validate(parsed)) {
    const error = validate.errors![0];
    const where = error.instancePath.split('/').filter(Boolean);
    const extra = (error.params as { additionalProperty?: string }).additionalProperty;
    const key = extra ?? where.at(-1) ?? '(top level)';
    const allowed = (error.params as { allowedValues?: unknown[] }).allowedValues;
    const what = extra
      ? 'is not a key of the assumption table'
      : allowed
        ? `must be one of ${allowed.join(', ')}`
        : (error.message ?? 'is not valid');
    throw new ConfigError(`profile ${file}: ${key} ${what}`);
  }
  return { ...(parsed as Omit<TargetProfile, 'file'>), file };
}
