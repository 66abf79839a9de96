import {
  bodyReadings,
  errorBodies,
  relations,
  type ErrorBodyRow,
  type JudgedKind,
  type RelationRow,
  WORLD_ROWS,
  type WorldRow,
} from '../../rules/relations';
import type { RuleId } from '../../rules';
import type { EnvName, TargetConfig } from '../config/target-config';
import { findCode, otherCodesWords } from '../checks/application-code';
import { errorCodeIn } from '../legacy/prices';
import { validateResponse } from '../validation/validate-response';
import { shapeSentence, type SchemaProblem } from '../validation/problem-messages';
import { answeredExchanges, type Answered, type AnsweredExchange } from './answered-exchange';
import { judges, type Breach, type JudgeContext } from './judges';
import type { ReferenceLists } from './reference-lists';
import { valueAt } from './answer-pointer';
import { readingOfBody, type BodyRow } from './body-readings';
import type { Observation } from '../readings/observation';

/** A relation that did not hold, filed under the rule that states it, with the exchanges it compared. */
export interface RelationBreach {
  rule: RuleId;
  received: string;
  documented: string;
  requestIds: string[];
  problems?: SchemaProblem[];
}

export interface RelationsChecked {
  breaches: RelationBreach[];
  /** Rules some relation judged at least one value of in these exchanges. */
  judged: Set<RuleId>;
  /**
   * What the bodies the document does not show read as (where a code sits, a 401's body): a reading, never a breach.
   */
  observations: Observation[];
}

const judgedRows = relations.filter(
  (row): row is RelationRow & { rule: RuleId; relation: { kind: JudgedKind } } =>
    row.rule !== undefined && row.relation.kind !== 'tested' && row.relation.kind !== 'free',
);

const refusalRules = (exchange: AnsweredExchange): ErrorBodyRow[] => {
  const rows = errorBodies.filter(
    (row) =>
      row.status === exchange.status &&
      (typeof row.operation === 'string'
        ? row.operation === exchange.operation?.operationId
        : row.operation.surface === exchange.surface),
  );
  // An operation's own error-code row (the document names the code's field there) stands in for its surface's.
  const own = rows.some((row) => typeof row.operation === 'string' && row.judge.kind === 'error-code');
  return own ? rows.filter((row) => typeof row.operation === 'string' || row.judge.kind !== 'error-code') : rows;
};

/** The reading of `row` an answer's body shows, as an observation; none where it fits no reading. */
function observed(row: BodyRow, exchange: AnsweredExchange, target: TargetConfig): Observation | undefined {
  const reading = readingOfBody(row, target.readings[row], exchange.answer);
  return reading === undefined
    ? undefined
    : { id: row, reading, requestIds: exchange.exchange.requestId ? [exchange.exchange.requestId] : [] };
}

/**
 * Every relation of the relation map applied to every answer of one test (rules/relations): each 2xx answer's fields
 * held to what was sent, to the reference lists and to the test's other answers, and each 400 or 422 to the body the
 * document gives it. Pure: the fixture records what it returns.
 */
export function checkRelations(
  answered: readonly Answered[],
  target: TargetConfig,
  reference: Partial<Record<EnvName, ReferenceLists>>,
): RelationsChecked {
  const exchanges = answeredExchanges(answered, target);
  const checked: RelationsChecked = { breaches: [], judged: new Set(), observations: [] };
  const created = new Map<string, AnsweredExchange>();
  const worldReadings = Object.fromEntries(
    (Object.keys(WORLD_ROWS) as WorldRow[]).map((row) => [row, target.readings[row]]),
  ) as JudgeContext['readings'];
  const file = (
    rule: RuleId,
    breach:
      Breach | { received: string; documented: string; exchanges: AnsweredExchange[]; problems?: SchemaProblem[] },
  ) =>
    checked.breaches.push({
      rule,
      received: breach.received,
      documented: breach.documented,
      requestIds: breach.exchanges.flatMap((e) => (e.exchange.requestId ? [e.exchange.requestId] : [])),
      ...('problems' in breach && breach.problems ? { problems: breach.problems } : {}),
    });
  for (const exchange of exchanges) {
    const operationId = exchange.operation?.operationId;
    if (exchange.status >= 200 && exchange.status < 300) {
      if (!operationId) continue;
      const context: JudgeContext = {
        reference: reference[exchange.env] ?? {},
        created,
        readings: worldReadings,
        arithmetic: target.readings['ASSUME-LEG-PRICE-ARITHMETIC'],
      };
      for (const row of judgedRows.filter((candidate) => candidate.operation === operationId)) {
        const judgement = (
          judges[row.relation.kind] as (
            r: typeof row,
            e: AnsweredExchange,
            c: JudgeContext,
          ) => ReturnType<(typeof judges)['echo']>
        )(row, exchange, context);
        if (judgement.judged) checked.judged.add(row.rule);
        for (const breach of judgement.breaches) file(row.rule, breach);
        if (judgement.observed)
          checked.observations.push({
            id: judgement.observed.row,
            reading: judgement.observed.reading,
            requestIds: exchange.exchange.requestId ? [exchange.exchange.requestId] : [],
          });
      }
      // Later answers of the test compare their orders with this one (LEG-ORDERS-LIST-AS-CREATED).
      const id = operationId === 'createOrder' ? valueAt(exchange.answer, '/data/order/id') : undefined;
      if (typeof id === 'string' || typeof id === 'number') created.set(String(id), exchange);
      continue;
    }
    // A body the document does not show: read, not judged (a 401 that is not JSON reads as any body).
    for (const row of bodyReadings.filter(
      (candidate) => candidate.status === exchange.status && candidate.operation.surface === exchange.surface,
    )) {
      const observation = observed(row.row as BodyRow, exchange, target);
      if (observation) checked.observations.push(observation);
    }
    // Not JSON is the JSON rule's to judge; an error code is looked for only in a JSON body.
    if (exchange.answer === undefined) continue;
    for (const row of refusalRules(exchange)) {
      checked.judged.add(row.rule);
      const request = exchange.operation
        ? `${exchange.operation.method.toUpperCase()} ${exchange.operation.path}`
        : `${exchange.exchange.request.method} ${new URL(exchange.exchange.request.url).pathname}`;
      const line = `${exchange.status} ${JSON.stringify(exchange.answer).slice(0, 160)} to ${request}`;
      if (row.judge.kind === 'schema') {
        const problems = operationId ? validateResponse(operationId, exchange.status, exchange.answer) : [];
        // One answer judged: the report says what was sent from its X-Request-Id, so the documented half is the
        // schema's.
        if (problems.length)
          file(row.rule, {
            ...shapeSentence(problems, `the ${exchange.status} body of ${request}`),
            exchanges: [exchange],
            problems,
          });
        continue;
      }
      if (row.judge.kind === 'error-words') {
        const found = findCode(exchange.answer);
        const other = found && otherCodesWords(exchange.answer, found);
        if (other)
          file(row.rule, {
            received: `code ${found.code} with the words "${other}" in ${line}`,
            exchanges: [exchange],
            documented: `the words of code ${found.code}, never those of another (Errors › Application codes)`,
          });
        continue;
      }
      const code =
        row.judge.where === 'anywhere'
          ? findCode(exchange.answer)
          : errorCodeIn(exchange.answer, row.judge.where === 'code' ? 'code' : 'status-or-code');
      if (code === undefined) {
        file(row.rule, {
          received: `no error code in ${line}`,
          exchanges: [exchange],
          documented:
            `an error code in the body of every ${exchange.status} (Errors › HTTP status; ` +
            `${
              row.judge.where === 'status-or-code'
                ? 'ASSUME-LEG-ERROR-CODE'
                : row.judge.where === 'code'
                  ? 'named code, as the document shows it; a status is no error code'
                  : 'found wherever the body carries it'
            })`,
        });
      } else if (row.placed) {
        // Where it sits is a reading: a code elsewhere than the place in force keeps the rule, not the row.
        const observation = observed(row.placed as BodyRow, exchange, target);
        if (observation) checked.observations.push(observation);
      }
    }
  }
  return { ...checked, observations: merged(checked.observations) };
}

/**
 * One observation per row and reading, with the first few X-Request-Ids: a generated test may answer hundreds of 400s.
 */
function merged(observations: readonly Observation[]): Observation[] {
  const byReading = new Map<string, Observation>();
  for (const { id, reading, requestIds } of observations) {
    const seen = byReading.get(`${id}=${reading}`);
    if (seen) seen.requestIds = [...seen.requestIds, ...requestIds].slice(0, 5);
    else byReading.set(`${id}=${reading}`, { id, reading, requestIds: requestIds.slice(0, 5) });
  }
  return [...byReading.values()];
}
