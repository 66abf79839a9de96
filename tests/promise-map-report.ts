import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildPromiseMap,
  partnerPromiseLines,
  partnerPromiseMap,
  relationLines,
  relationMap,
  responseMutantLines,
  summaryLine,
  valueMutantLines,
} from './promise-map';

// `npm run test:promises`: the promise map's one line, and the map itself for whoever reads it.
const map = { ...buildPromiseMap(), partner: partnerPromiseMap(), relations: relationMap() };
const reports = join(__dirname, '..', 'reports');
mkdirSync(reports, { recursive: true });
writeFileSync(join(reports, 'promise-map.json'), `${JSON.stringify(map, null, 2)}\n`);
console.log(summaryLine(map));
for (const line of partnerPromiseLines(map.partner)) console.log(line);
for (const line of relationLines(map.relations)) console.log(line);
for (const line of responseMutantLines()) console.log(line);
for (const line of valueMutantLines()) console.log(line);
