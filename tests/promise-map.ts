import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogue, type Rule } from '../rules';
import { ruleFaults, type RuleFault } from '../mock/faults';
import { relations } from '../rules/relations';
import { answerFields } from '../kit/relations/answer-fields';
import { operationById } from '../kit/spec';

/**
 * The coverage map's promise grain: per rule of the service's catalogue, the document's promises it claims, and per
 * promise the mock's faults that break it (and so prove the rule's checks can fail on it). It joins the catalogue
 * with the mock's faults, so it lives beside the self-tests, not in the reporters (which must not import the mock).
 */
export const DOCUMENT = join(__dirname, '..', 'reference', 'service-interface.md');
/** The document the vendored copy is taken from, beside the checkout (absent in CI). */
export const SHARED_DOCUMENT = join(__dirname, '..', '..', 'shared', 'reference', 'service-interface.md');

export interface RulePromises {
  rule: string;
  promises: { promise: string; faults: string[] }[];
}

export interface PromiseMap {
  rules: RulePromises[];
  /** Distinct quotes: one sentence two rules claim counts once. */
  promises: number;
  /** Rules that claim at least one promise. */
  rulesWithPromises: number;
  /** Rule faults that name the promise they break. */
  faults: number;
}

/** Markdown emphasis and code marks dropped, whitespace collapsed: how a quote is compared with the document. */
export function normalised(text: string): string {
  return text.replace(/\*\*|`/g, '').replace(/\s+/g, ' ').trim();
}

export function readDocument(file = DOCUMENT): string {
  return normalised(readFileSync(file, 'utf8'));
}

export function buildPromiseMap(rules: readonly Rule[] = catalogue, faults: readonly RuleFault[] = ruleFaults): PromiseMap {
  const entries = rules.map((rule): RulePromises => ({
    rule: rule.id,
    promises: (rule.promises ?? []).map((promise) => ({
      promise,
      faults: faults.filter((fault) => fault.rule === rule.id && fault.promise === promise).map((fault) => fault.name),
    })),
  }));
  return {
    rules: entries,
    promises: new Set(entries.flatMap((entry) => entry.promises.map((p) => p.promise))).size,
    rulesWithPromises: entries.filter((entry) => entry.promises.length > 0).length,
    faults: faults.filter((fault) => fault.promise !== undefined).length,
  };
}

export function summaryLine(map: PromiseMap): string {
  return `Promises: ${map.promises} promises of ${map.rulesWithPromises} rules, proven by ${map.faults} faults`;
}

/** Per surface, how its documented answer fields relate (rules/relations): judged by a relation, by their rule's own test, or free. */
export interface RelationMap {
  surfaces: { surface: 'legacy' | 'hosted' | 'native'; fields: number; judged: number; tested: number; free: number }[];
  /** Per rule, the fields its relations judge (operation and pointer). */
  rules: Record<string, string[]>;
}

const SURFACE_OF_SPEC: Record<string, 'legacy' | 'hosted' | 'native'> = {
  'specs/legacy.yaml': 'legacy', 'specs/hosted-checkout.yaml': 'hosted', 'specs/native.yaml': 'native',
};

export function relationMap(): RelationMap {
  const fields = answerFields();
  const kindsOf = (operation: string, field: string) => relations.filter((row) => row.operation === operation && row.field === field).map((row) => row.relation.kind);
  const surfaces = (['legacy', 'hosted', 'native'] as const).map((surface) => {
    const own = fields.filter((field) => SURFACE_OF_SPEC[operationById(field.operation).spec] === surface).map((field) => kindsOf(field.operation, field.field));
    const judged = own.filter((kinds) => kinds.some((kind) => kind !== 'free' && kind !== 'tested')).length;
    const tested = own.filter((kinds) => kinds.includes('tested') && kinds.every((kind) => kind === 'tested' || kind === 'free')).length;
    return { surface, fields: own.length, judged, tested, free: own.length - judged - tested };
  });
  const rules: Record<string, string[]> = {};
  for (const row of relations) if (row.rule && row.relation.kind !== 'free' && row.relation.kind !== 'tested') (rules[row.rule] ??= []).push(`${row.operation} ${row.field} (${row.relation.kind})`);
  return { surfaces, rules };
}

export function relationLines(map: RelationMap): string[] {
  return map.surfaces.map(({ surface, fields, judged, tested, free }) =>
    `Relations (${surface}): fields judged by a relation: ${judged} of ${fields}; ${tested} by their rule's own test, ${free} free with a reason`);
}
