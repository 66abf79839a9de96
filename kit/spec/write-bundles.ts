import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import { bundleSpec } from './bundle';
import { specFiles } from './spec-documents';

// npm run specs:bundle [folder]: each spec as one self-contained document (schemas inlined under components/schemas),
// for tools that take a single file. Default folder: reports/specs.
const folder = path.resolve(process.argv[2] ?? 'reports/specs');
mkdirSync(folder, { recursive: true });
for (const spec of specFiles()) {
  const out = path.join(folder, path.basename(spec));
  writeFileSync(out, stringify(bundleSpec(spec), { lineWidth: 0 }));
  console.log(out);
}
