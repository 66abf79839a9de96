import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildPromiseMap, summaryLine } from './promise-map';

// `npm run test:promises`: the promise map's one line, and the map itself for whoever reads it.
const map = buildPromiseMap();
const reports = join(__dirname, '..', 'reports');
mkdirSync(reports, { recursive: true });
writeFileSync(join(reports, 'promise-map.json'), `${JSON.stringify(map, null, 2)}\n`);
console.log(summaryLine(map));
