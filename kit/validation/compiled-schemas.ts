import type Ajv2020 from 'ajv/dist/2020';
import type { ValidateFunction } from 'ajv';
import { SPECS_DIR, responseSchema } from '../spec';
import { closeObjects } from './close-objects';
import { allowExtensions, createAjv } from './create-ajv';
import { fileRefsToIds } from './file-refs';
import { schemaFile, schemaFiles } from './schema-files';

/** 'documented': the schemas as written. 'drift': the same, every object closed to unknown fields. */
export type SchemaMode = 'documented' | 'drift';

const instances = new Map<SchemaMode, Ajv2020>();
const responses = new Map<string, ValidateFunction | undefined>();

function ajvFor(mode: SchemaMode): Ajv2020 {
  let ajv = instances.get(mode);
  if (!ajv) {
    ajv = createAjv();
    for (const entry of schemaFiles()) {
      allowExtensions(ajv, entry.schema);
      ajv.addSchema(mode === 'drift' ? closeObjects(entry.schema) : entry.schema);
    }
    instances.set(mode, ajv);
  }
  return ajv;
}

/** The compiled body schema of a documented response, in whichever spec; undefined when the document shows no body. */
export function responseValidator(mode: SchemaMode, operationId: string, status: number): ValidateFunction | undefined {
  const key = `${mode} ${operationId} ${status}`;
  if (!responses.has(key)) {
    const schema = responseSchema(operationId, status);
    let compiled: ValidateFunction | undefined;
    if (schema) {
      const ajv = ajvFor(mode);
      const standalone = fileRefsToIds(schema, SPECS_DIR);
      allowExtensions(ajv, standalone);
      compiled = ajv.compile(mode === 'drift' ? closeObjects(standalone) : standalone);
    }
    responses.set(key, compiled);
  }
  return responses.get(key);
}

/** The compiled schema of one resource file, e.g. 'legacy/fiat.json'; Ajv caches it by $id. */
export function resourceValidator(mode: SchemaMode, file: string): ValidateFunction {
  const id = schemaFile(file).id;
  const compiled = ajvFor(mode).getSchema(id);
  if (!compiled) throw new Error(`schema ${id} did not compile`);
  return compiled;
}
