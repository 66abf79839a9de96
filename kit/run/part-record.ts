import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TargetConfig } from '../config/target-config';
import { runFacts } from './run-facts';
import { zipEntryText } from './blob-zip';

/**
 * What each part of a sharded run leaves beside its blob (`report-<part>.json` beside `report-<part>.zip`): its
 * place in the run and what makes it that run's (seed, plan, target). A blob alone does not say it; `merge` reads
 * these before Playwright reads any blob, so a partial run, or parts of two runs, is refused and never reads whole.
 */
export interface PartRecord {
  /** `i/N` for a shard, `serial` for the serial part. */
  part: string;
  seed: number;
  plan: string | null;
  target: { env: string; baseUrls: Record<string, string>; embeddedMock: boolean };
}

/** The part as a file name's piece (`1-of-2`, `serial`) and as a record says it (`1/2`, `serial`). */
export function recordedPart(filePart: string): string {
  return filePart.replace(/^(\d+)-of-(\d+)$/, '$1/$2');
}

export function partRecord(filePart: string, config: TargetConfig): PartRecord {
  const { target } = runFacts(config, {});
  return {
    part: recordedPart(filePart),
    seed: config.seed,
    plan: config.plan ?? null,
    target: { env: target.env, baseUrls: target.baseUrls, embeddedMock: target.embeddedMock },
  };
}

/** The record's file beside a blob. */
export function recordFileOf(blobFile: string): string {
  return blobFile.replace(/\.zip$/, '.json');
}

export function writePartRecord(blobFile: string, record: PartRecord): void {
  writeFileSync(recordFileOf(blobFile), `${JSON.stringify(record, null, 2)}\n`);
}

/** At a part's start: a part that ends without its blob must leave no record that vouches for an older blob. */
export function removePartRecord(blobFile: string): void {
  rmSync(recordFileOf(blobFile), { force: true });
}

const HOW =
  'run each part into the same REPORT_DIR first: `run --shard I/N --seed S` for every I, then `run --serial --seed S`';

/**
 * Why the blobs in `dir` are not every part of one run, or undefined when they are: each blob has its record, all
 * records have one seed, plan and target, the shards agree on N, and 1..N and the serial part are all there.
 */
export function mergeProblem(dir: string): string | undefined {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return `no parts to merge: ${dir} is no folder; ${HOW}`;
  const blobs = readdirSync(dir)
    .filter((name) => name.endsWith('.zip'))
    .sort();
  if (!blobs.length) return `no parts to merge: ${dir} holds no blob; ${HOW}`;
  const records: PartRecord[] = [];
  for (const blob of blobs) {
    const record = readRecord(join(dir, recordFileOf(blob)));
    if (!record)
      return (
        `${join(dir, blob)} records no part of a run (no readable ${recordFileOf(blob)} beside it: an ` +
        `interrupted part, or another suite version's); run that part again or remove it`
      );
    records.push(record);
    const content = blobContentProblem(join(dir, blob), record);
    if (content) return content;
  }
  const runs = groupBy(records, (record) =>
    JSON.stringify({ seed: record.seed, plan: record.plan, target: sameTarget(record.target) }),
  );
  if (runs.size > 1) {
    const described = [...runs.values()].map((parts) => {
      const [{ seed, plan, target }] = parts;
      const planned = plan ? `, plan ${plan}` : '';
      const named = parts.map((record) => record.part).join(', ');
      return `seed ${seed}${planned}, ${target.env} ${where(target)} (${named})`;
    });
    return (
      `the blobs in ${dir} are parts of ${runs.size} runs: ${described.join(' and ')}; remove the other ` +
      `run's blobs, or run its parts again with the one seed, plan and target`
    );
  }
  const shards = records.filter((record) => record.part !== 'serial');
  const totals = [...new Set(shards.map((record) => Number(record.part.split('/')[1])))];
  if (totals.length > 1)
    return (
      `the shards in ${dir} split the run differently ` +
      `(${shards.map((record) => record.part).join(', ')}); run every shard with one N`
    );
  const seed = records[0].seed;
  if (!totals.length)
    return (
      `only the serial part is in ${dir}: no shard of seed ${seed}; run \`run --shard I/N --seed ${seed}\` ` +
      `for every I first`
    );
  const missing = Array.from({ length: totals[0] }, (_, i) => `${i + 1}/${totals[0]}`).filter(
    (part) => !records.some((record) => record.part === part),
  );
  if (!records.some((record) => record.part === 'serial')) missing.push('serial');
  const partCommand = (part: string) =>
    part === 'serial' ? `\`run --serial --seed ${seed}\`` : `\`run --shard ${part} --seed ${seed}\``;
  if (missing.length)
    return (
      `parts missing in ${dir}: ${missing.join(', ')} of seed ${seed}; run ${missing.map(partCommand).join(' and ')} ` +
      `into the same REPORT_DIR first`
    );
  return undefined;
}

/** The key of the part's record that the run writes into its blob's config (playwright.config.ts). */
export const PART_METADATA_KEY = 'conformancePart';

const described = (record: PartRecord) =>
  `part ${record.part} of seed ${record.seed}${record.plan ? `, plan ${record.plan}` : ''}, ${record.target.env} ` +
  `${where(record.target)}`;

/**
 * What makes two parts' targets one: the embedded mock is one target whatever free ports each part's mock took (each
 * part starts its own, on its own machine or beside the others), as run-target.ts judges the merged run.
 */
function sameTarget(target: PartRecord['target']): unknown {
  return target.embeddedMock ? { env: target.env, embeddedMock: true } : target;
}

function where(target: PartRecord['target']): string {
  return target.embeddedMock ? 'the embedded reference mock' : (Object.values(target.baseUrls)[0] ?? '');
}

/**
 * Why the blob itself is not the part its record says, or undefined: a record is a file beside the blob, and a zip
 * copied in from another run keeps this run's record. The blob's config carries the part's record (its metadata).
 */
function blobContentProblem(blobFile: string, record: PartRecord): string | undefined {
  const again = 'run that part again or remove it';
  const read = zipEntryText(blobFile, 'report.jsonl');
  if ('problem' in read) return `${blobFile} is no blob Playwright can read (${read.problem}); ${again}`;
  let inside: unknown;
  for (const line of read.text.split('\n')) {
    if (!line.includes('"onConfigure"')) continue;
    try {
      inside = (JSON.parse(line) as { params?: { config?: { metadata?: Record<string, unknown> } } }).params?.config
        ?.metadata?.[PART_METADATA_KEY];
    } catch {
      // a line cut short: no record inside, said below
    }
    break;
  }
  const content = inside as PartRecord | undefined;
  if (!content || typeof content.part !== 'string' || typeof content.target?.env !== 'string')
    return (
      `${blobFile} does not say which run it is a part of (another suite version's, or not ` +
      `\`run --shard\`'s); ${again}`
    );
  const fields = (part: PartRecord) =>
    JSON.stringify({ part: part.part, seed: part.seed, plan: part.plan, target: part.target });
  if (fields(content) !== fields(record))
    return (
      `${blobFile} holds ${described(content)}, but its record says ${described(record)}: a blob of another run; ` +
      again
    );
  return undefined;
}

function readRecord(file: string): PartRecord | undefined {
  try {
    const record = JSON.parse(readFileSync(file, 'utf8')) as PartRecord;
    const partOk = record.part === 'serial' || /^\d+\/\d+$/.test(record.part);
    return partOk && Number.isInteger(record.seed) && typeof record.target?.env === 'string' ? record : undefined;
  } catch {
    return undefined;
  }
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/** The blob folder `playwright merge-reports` was given: its one positional argument. */
export function mergedFolder(argv: readonly string[]): string | undefined {
  const at = argv.indexOf('merge-reports');
  if (at < 0) return undefined;
  const rest = argv.slice(at + 1);
  return rest.find((arg, i) => !arg.startsWith('-') && !['-c', '--config', '--reporter'].includes(rest[i - 1] ?? ''));
}
