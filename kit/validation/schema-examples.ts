import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SCHEMAS_DIR } from './schema-files';

/**
 * Self-test data under schemas/examples/<surface>/, named `<resource>[.<case>].valid.json`
 * or `<resource>.<case>.invalid.json`; the resource names its schema, schemas/<surface>/<resource>.json.
 */
export interface SchemaExample {
  /** e.g. 'legacy/order-bulk.unlisted-status.valid.json' */
  file: string;
  /** The schema it is an example of, e.g. 'legacy/order-bulk.json'. */
  schemaFile: string;
  valid: boolean;
  value: unknown;
}

const EXAMPLES_DIR = path.join(SCHEMAS_DIR, 'examples');

export function schemaExamples(): SchemaExample[] {
  return readdirSync(EXAMPLES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((surface) =>
      readdirSync(path.join(EXAMPLES_DIR, surface.name))
        .filter((name) => /\.(valid|invalid)\.json$/.test(name))
        .sort()
        .map((name): SchemaExample => ({
          file: `${surface.name}/${name}`,
          schemaFile: `${surface.name}/${name.split('.')[0]}.json`,
          valid: name.endsWith('.valid.json'),
          value: JSON.parse(readFileSync(path.join(EXAMPLES_DIR, surface.name, name), 'utf8')) as unknown,
        })),
    );
}
