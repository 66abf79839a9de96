import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { OpenAPIV3_1 } from 'openapi-types';
import { parse } from 'yaml';
import { PACKAGE_ROOT } from '../package-root';

/** Folder of the OpenAPI documents, one per surface; file $refs in them are relative to it. */
export const SPECS_DIR = path.join(PACKAGE_ROOT, 'specs');
export const LEGACY_SPEC_FILE = path.join(SPECS_DIR, 'legacy.yaml');
export const HOSTED_SPEC_FILE = path.join(SPECS_DIR, 'hosted-checkout.yaml');
export const NATIVE_SPEC_FILE = path.join(SPECS_DIR, 'native.yaml');

const cached = new Map<string, OpenAPIV3_1.Document>();

/** Every OpenAPI document under specs/, as 'specs/legacy.yaml', sorted so lookups are stable. */
export function specFiles(): string[] {
  return readdirSync(SPECS_DIR)
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => `specs/${name}`);
}

/** One document, parsed once per process; `specFile` is absolute or relative to the project ('specs/legacy.yaml'). */
export function specDocument(specFile: string): OpenAPIV3_1.Document {
  const label = specLabel(specFile);
  let document = cached.get(label);
  if (!document) {
    document = parse(readFileSync(path.join(PACKAGE_ROOT, label), 'utf8')) as OpenAPIV3_1.Document;
    cached.set(label, document);
  }
  return document;
}

/** A spec as messages and SpecOperation.spec name it: 'specs/legacy.yaml'. */
export function specLabel(specFile: string): string {
  return path.relative(PACKAGE_ROOT, path.resolve(PACKAGE_ROOT, specFile)).split(path.sep).join('/');
}

export function legacyDocument(): OpenAPIV3_1.Document {
  return specDocument(LEGACY_SPEC_FILE);
}

export function hostedDocument(): OpenAPIV3_1.Document {
  return specDocument(HOSTED_SPEC_FILE);
}

export function nativeDocument(): OpenAPIV3_1.Document {
  return specDocument(NATIVE_SPEC_FILE);
}
