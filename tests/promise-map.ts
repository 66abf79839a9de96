import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogue, partnerCatalogue, type PartnerCheck, type Rule } from '../rules';
import { ruleFaults, type RuleFault } from '../mock/faults';
import { relations } from '../rules/relations';
import { answerFields } from '../kit/relations/answer-fields';
import { operationById } from '../kit/spec';
import { SURFACE_OF_SPEC } from '../kit/relations/answered-exchange';
import { valueMutants } from './mutants/value-mutants';
import { readResponseRecord, recordedResponseCounts } from './mutants/mutant-copies';
import { readValueRecord, recordedCounts } from './mutants/value-mutant-copies';

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
  /**
   * `openChoice`: the document's sentence goes on "…: not shown"; an ASSUMED rule's fault breaks its row's reading,
   * not a promise.
   */
  promises: { promise: string; faults: string[]; openChoice?: true }[];
}

export interface PromiseMap {
  rules: RulePromises[];
  /** Distinct quotes of promises: one sentence two rules claim counts once; open choices apart. */
  promises: number;
  /** Distinct quotes of sentences that say "not shown": the open choices ASSUMED rules check a reading of. */
  openChoices: number;
  /** Rules that claim at least one promise. */
  rulesWithPromises: number;
  /** Rule faults that name the promise they break. */
  faults: number;
}

/** Markdown emphasis and code marks dropped, whitespace collapsed: how a quote is compared with the document. */
export function normalised(text: string): string {
  return text
    .replace(/\*\*|`/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function readDocument(file = DOCUMENT): string {
  return normalised(readFileSync(file, 'utf8'));
}

/** Whether the document's sentence goes on, after the quote, to say it is not shown: an open choice, not a promise. */
export function isOpenChoice(quote: string, document: string): boolean {
  const at = document.indexOf(normalised(quote));
  return at >= 0 && /^[^.]{0,3}:? not shown/.test(document.slice(at + normalised(quote).length));
}

export function buildPromiseMap(
  rules: readonly Rule[] = catalogue,
  faults: readonly RuleFault[] = ruleFaults,
  document = readDocument(),
): PromiseMap {
  const entries = rules.map((rule): RulePromises => ({
    rule: rule.id,
    promises: (rule.promises ?? []).map((promise) => ({
      promise,
      faults: faults.filter((fault) => fault.rule === rule.id && fault.promise === promise).map((fault) => fault.name),
      ...(isOpenChoice(promise, document) ? { openChoice: true as const } : {}),
    })),
  }));
  const quotes = (open: boolean) =>
    new Set(
      entries.flatMap((entry) => entry.promises.filter((p) => Boolean(p.openChoice) === open).map((p) => p.promise)),
    ).size;
  return {
    rules: entries,
    promises: quotes(false),
    openChoices: quotes(true),
    rulesWithPromises: entries.filter((entry) => entry.promises.length > 0).length,
    faults: faults.filter((fault) => fault.promise !== undefined).length,
  };
}

export function summaryLine(map: PromiseMap): string {
  return (
    `Promises: ${map.promises} promises of ${map.rulesWithPromises} rules, proven by ${map.faults} ` +
    `faults; ${map.openChoices} open choices the document leaves "not shown", each an ASSUMED rule's row`
  );
}

/** One promise the document makes of the partner, the partner rules that claim it, and how far it is checked. */
export interface PartnerPromise {
  promise: string;
  rules: string[];
  /** Checked when a claiming rule has a command; else not checkable, or not checked yet, by its rules' reasons. */
  status: 'checked' | 'not checkable' | 'not checked yet';
  commands: PartnerCheck[];
  /** Why not: each claiming rule's reason (for a promise not checked). */
  reasons: { rule: string; reason: string }[];
}

export interface PartnerPromiseMap {
  /** Distinct quotes of promises the partner rules claim; open choices apart. */
  promises: PartnerPromise[];
  total: number;
  checked: number;
  /** Per command, the promises it checks (a promise two commands check counts under each). */
  byCommand: Record<PartnerCheck, number>;
  notCheckable: number;
  notCheckedYet: number;
  /** Sentences that say "not shown", which an ASSUMED partner rule checks one reading of. */
  openChoices: string[];
}

const PARTNER_CHECKS: readonly PartnerCheck[] = ['flow', 'proxy', 'receiver', 'page', 'scan-bundle'];

/** The partner's half of the promise grain: per promise the document makes of the partner, how it is checked. */
export function partnerPromiseMap(
  rules: readonly Rule[] = partnerCatalogue,
  document = readDocument(),
): PartnerPromiseMap {
  const quotes = [...new Set(rules.flatMap((rule) => rule.promises ?? []))];
  const promises = quotes
    .filter((promise) => !isOpenChoice(promise, document))
    .map((promise): PartnerPromise => {
      const claiming = rules.filter((rule) => rule.promises?.includes(promise));
      const commands = [...new Set(claiming.flatMap((rule) => (rule.checkedBy ? [rule.checkedBy] : [])))];
      const status = commands.length
        ? 'checked'
        : claiming.some((rule) => rule.notCheckable)
          ? 'not checkable'
          : 'not checked yet';
      return {
        promise,
        rules: claiming.map((rule) => rule.id),
        status,
        commands,
        reasons: commands.length
          ? []
          : claiming.flatMap((rule) => {
              const reason = rule.notCheckable ?? rule.notCheckedYet;
              return reason ? [{ rule: rule.id, reason }] : [];
            }),
      };
    });
  const count = (status: PartnerPromise['status']) => promises.filter((p) => p.status === status).length;
  return {
    promises,
    total: promises.length,
    checked: count('checked'),
    byCommand: Object.fromEntries(
      PARTNER_CHECKS.map((check) => [check, promises.filter((p) => p.commands.includes(check)).length]),
    ) as Record<PartnerCheck, number>,
    notCheckable: count('not checkable'),
    notCheckedYet: count('not checked yet'),
    openChoices: quotes.filter((promise) => isOpenChoice(promise, document)),
  };
}

/** `npm run test:promises`: the partner's line, then one line per promise no command checks, with its reason. */
export function partnerPromiseLines(map: PartnerPromiseMap): string[] {
  const commands = PARTNER_CHECKS.map((check) => `${check} ${map.byCommand[check]}`).join(', ');
  const unchecked = (status: PartnerPromise['status'], label: string) =>
    map.promises
      .filter((p) => p.status === status)
      .flatMap((p) => p.reasons.map(({ rule, reason }) => `  ${label}  ${rule}: "${p.promise}": ${reason}`));
  return [
    `Partner promises: ${map.checked} of ${map.total} with a check (by command: ${commands}), ${map.notCheckable} ` +
      `not checkable, ${map.notCheckedYet} not checked yet`,
    ...unchecked('not checkable', 'not checkable  '),
    ...unchecked('not checked yet', 'not checked yet'),
  ];
}

/**
 * Per surface, how its documented answer fields relate (rules/relations): judged by a relation, by their rule's own
 * test, or free.
 */
export interface RelationMap {
  surfaces: { surface: 'legacy' | 'hosted' | 'native'; fields: number; judged: number; tested: number; free: number }[];
  /** Per rule, the fields its relations judge (operation and pointer). */
  rules: Record<string, string[]>;
}

export function relationMap(): RelationMap {
  const fields = answerFields();
  const kindsOf = (operation: string, field: string) =>
    relations.filter((row) => row.operation === operation && row.field === field).map((row) => row.relation.kind);
  const surfaces = (['legacy', 'hosted', 'native'] as const).map((surface) => {
    const own = fields
      .filter((field) => SURFACE_OF_SPEC[operationById(field.operation).spec] === surface)
      .map((field) => kindsOf(field.operation, field.field));
    const judged = own.filter((kinds) => kinds.some((kind) => kind !== 'free' && kind !== 'tested')).length;
    const tested = own.filter(
      (kinds) => kinds.includes('tested') && kinds.every((kind) => kind === 'tested' || kind === 'free'),
    ).length;
    return { surface, fields: own.length, judged, tested, free: own.length - judged - tested };
  });
  const rules: Record<string, string[]> = {};
  for (const row of relations)
    if (row.rule && row.relation.kind !== 'free' && row.relation.kind !== 'tested')
      (rules[row.rule] ??= []).push(`${row.operation} ${row.field} (${row.relation.kind})`);
  return { surfaces, rules };
}

export function relationLines(map: RelationMap): string[] {
  return map.surfaces.map(
    ({ surface, fields, judged, tested, free }) =>
      `Relations (${surface}): fields judged by a relation: ${judged} of ${fields}; ${tested} by their rule's ` +
      `own test, ${free} free with a reason`,
  );
}

/**
 * The response mutants' count, from the record of the last run of them all
 * (tests/mutants/response-mutant-record.json): caught on their rule, or carried by no answer the checks receive.
 */
export function responseMutantLines(): string[] {
  const counts = recordedResponseCounts();
  const unrecorded = counts.unrecorded.length ? `; ${counts.unrecorded.length} not in the record` : '';
  return [
    `Response mutants caught ${counts.caught.length} of ${counts.caught.length + counts.missed.length} (record of ` +
      `${readResponseRecord()?.recordedAt ?? 'none'}; ${counts['not applicable'].length} not applicable: no answer ` +
      `the checks receive carries their place${unrecorded}); ${counts.missed.length} missed`,
    ...counts.missed.map((mutant) => `  missed      ${mutant.name}`),
    ...counts.unrecorded.map((mutant) => `  unrecorded  ${mutant.name}`),
  ];
}

/**
 * The value mutants' count, from the record of the last run of them all (tests/mutants/value-mutant-record.json):
 * caught of those the checks could see, the known gaps, and the survivors, each with its field, operator and reason.
 */
export function valueMutantLines(): string[] {
  const counts = recordedCounts();
  const survivors = valueMutants().filter((mutant) => mutant.survives);
  const seen = counts.caught.length + counts.missed.length;
  const unrecorded = counts.unrecorded.length ? `; ${counts.unrecorded.length} not in the record` : '';
  return [
    `Value mutants caught ${counts.caught.length} of ${seen} (record of ${readValueRecord()?.recordedAt ?? 'none'}` +
      `; ${counts['no effect'].length} changed nothing the checks received${unrecorded}); ${counts.missed.length} ` +
      `missed, each a known gap; ${survivors.length} survivors, each with its field, operator and reason`,
    ...counts.missed.map((mutant) => `  missed    ${mutant.name}`),
    ...survivors.map((mutant) => `  survives  ${mutant.name}: ${mutant.survives}`),
  ];
}
