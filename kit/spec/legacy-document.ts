import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { OpenAPIV3_1 } from 'openapi-types';
import { parse } from 'yaml';

/** Folder of the OpenAPI documents; file $refs in them are relative to it. */
export const SPECS_DIR = path.resolve(__dirname, '../../specs');
export const LEGACY_SPEC_FILE = path.join(SPECS_DIR, 'legacy.yaml');

let cached: OpenAPIV3_1.Document | undefined;

/** specs/legacy.yaml, parsed once per process. */
export function legacyDocument(): OpenAPIV3_1.Document {
  cached ??= parse(readFileSync(LEGACY_SPEC_FILE, 'utf8')) as OpenAPIV3_1.Document;
  return cached;
}
