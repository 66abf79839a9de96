import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogue, type Rule } from '../rules';
import { ruleFaults, type RuleFault } from '../mock/faults';

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
