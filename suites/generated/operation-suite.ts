import { test } from '../../kit/fixtures';
import { checking, WRITES } from '../../kit/checking';
import { dataOf, expectClientError, expectJson, expectStatus } from '../../kit/checks/response';
import { answerLine, expectRule, expectShape } from '../../kit/checks/violation';
import { apiKey } from '../../kit/auth/api-key';
import { bearer } from '../../kit/auth/bearer';
import { signedBearer } from '../../kit/auth/signed-bearer';
import { hmac } from '../../kit/auth/hmac';
import { noAuth, type Authenticator, type SurfaceClient } from '../../kit/http/surface-client';
import { driftOf, problemLines, validateResponse, type SchemaProblem } from '../../kit/validation';
import type { SpecOperation } from '../../kit/spec';
import type { TargetConfig } from '../../kit/config/target-config';
import type { RuleId } from '../../rules';
import { breakages, validRequest, type OperationRequest, type Samples } from './operation-requests';
import { samplesOf } from './samples';
import { SURFACE_RULES, UNKNOWN_CREDENTIAL, VALID_REQUEST_PRECONDITIONS } from './surface-rules';
import { withConfiguredPath } from '../../kit/spec/configured-paths';

/** Rows that decide whether an input the document does not require may be left out. */
type RequirednessRow = 'ASSUME-NAT-AMOUNT-REQUIRED';
/** Rows that decide whether a value outside an enum with a default may be answered as that default. */
type DefaultRow = 'ASSUME-LEG-ORDER-TYPE-PATH';
/** Rows that say a value naming nothing the target knows is refused. */
type UnknownRow = 'ASSUME-NAT-UNKNOWN-IDENTITY';
/** Rows of a request payload the document does not show. */
type PayloadRow = 'ASSUME-NAT-PAYLOADS';

// Surfaces are reached lazily: an operation never skips for want of another surface's credential.
type Clients = { legacyIn: (env: TargetConfig['env']) => SurfaceClient; baseIn: (env: TargetConfig['env'], options?: { auth?: 'hmac' | 'api-key' }) => SurfaceClient; target: TargetConfig };

/** The client an operation's authentication calls for, on the environment under test. */
function clientFor(operation: SpecOperation, { legacyIn, baseIn, target }: Clients): SurfaceClient {
  if (operation.auth === 'bearer') return legacyIn(target.env);
  return baseIn(target.env, { auth: operation.auth });
}

function unknownCredential(operation: SpecOperation, target: TargetConfig, made: string): Authenticator {
  if (operation.auth === 'bearer') {
    return target.readings['ASSUME-LEG-AUTH'] === 'signed' ? signedBearer({ key: `unknown-${made}`, secret: made }) : bearer(`unknown-${made}`);
  }
  if (operation.auth === 'api-key') return apiKey(`unknown-${made}`);
  return hmac({ key: `unknown-${made}`, secret: made }, target.hmac);
}

/** A valid request to the operation, on its configured path where the document shows none. */
function valid(operation: SpecOperation, target: TargetConfig, samples: Samples): OperationRequest {
  return validRequest(withConfiguredPath(operation, target), samples);
}

function send(client: SurfaceClient, operation: SpecOperation, request: OperationRequest, auth?: Authenticator) {
  return client.send(operation.method.toUpperCase(), request.path, { query: request.query, json: request.json, auth });
}

/**
 * Generated from a spec: per operation, a valid request is accepted, JSON, (wrapped) and conformant; every way the
 * spec says a request can be wrong is refused with a 4xx, never a 5xx; a missing or unknown credential gets 401.
 */
export function describeOperations(operations: SpecOperation[]): void {
  for (const operation of operations) {
    const rules = SURFACE_RULES[operation.spec];
    if (!rules) throw new Error(`no surface rules for ${operation.spec}`);
    const writes = operation.writes ? [WRITES] as const : [];
    const name = `${operation.method.toUpperCase()} ${operation.path}`;
    const shapeRule = operation.shapeRule as RuleId | undefined;
    const skipWhereUnanswerable = (target: TargetConfig) => {
      const reason = VALID_REQUEST_PRECONDITIONS[operation.operationId]?.(target);
      test.skip(Boolean(reason), reason);
    };

    test.describe(name, () => {
      test('MUST answer a valid request with JSON', checking(rules.json, ...writes), async ({ legacyIn, baseIn, target, data, partnerRef }) => {
        skipWhereUnanswerable(target);
        const client = clientFor(operation, { legacyIn, baseIn, target });
        expectJson(await send(client, operation, valid(operation, target, await samplesOf(operation, { native: () => baseIn(target.env), target, data, partnerRef }))), rules.json);
      });

      if (rules.wrapper) {
        const wrapper = rules.wrapper;
        test('MUST wrap the result in a top-level data object', checking(wrapper, ...writes), async ({ legacyIn, baseIn, target, data, partnerRef }) => {
          const answer = await send(clientFor(operation, { legacyIn, baseIn, target }), operation, valid(operation, target, await samplesOf(operation, { native: () => baseIn(target.env), target, data, partnerRef })));
          if (shapeRule) expectRule(shapeRule, rules.accepted.test(answer.status), () => answerLine(answer), `${rules.accepted.documented} for a valid request (${name})`);
          dataOf(answer);
        });
      }

      if (shapeRule) {
        const payloadRow = operation.payloadAssumption as 'ASSUME-NAT-PAYLOADS' | undefined;
        const shapeTitle = payloadRow ? `MUST answer a valid request with 2xx and JSON, in the assumed payload (${payloadRow})` : 'MUST answer a valid request with the documented schema';
        test(shapeTitle, checking(shapeRule, ...(payloadRow ? [payloadRow] : []), ...writes), async ({ legacyIn, baseIn, target, data, partnerRef, drift, readings }) => {
          skipWhereUnanswerable(target);
          const answer = await send(clientFor(operation, { legacyIn, baseIn, target }), operation, valid(operation, target, await samplesOf(operation, { native: () => baseIn(target.env), target, data, partnerRef })));
          expectRule(shapeRule, rules.accepted.test(answer.status), () => answerLine(answer), `${rules.accepted.documented} for a valid request (${name})`);
          if (rules.wrapper) dataOf(answer);
          else expectJson(answer, rules.json);
          const all = validateResponse(operation.operationId, 200, answer.json);
          // A field whose type the document states is judged by its own rule, after the rest, whatever the payload.
          const documented = operation.documentedFields ?? {};
          // A value there of another type (a field left out is the assumed record's business, not the type's).
          const fieldOf = (problem: SchemaProblem) => problem.received === 'nothing' ? undefined
            : Object.keys(documented).find((field) => problem.pointer === field || problem.pointer.startsWith(`${field}/`));
          const problems = all.filter((problem) => !fieldOf(problem));
          const ofDocumentedFields = all.filter((problem) => fieldOf(problem));
          const judgeDocumentedFields = () => {
            for (const problem of ofDocumentedFields) expectShape(documented[fieldOf(problem)!] as RuleId, [problem], `the type the document states for ${fieldOf(problem)} (${name})`);
          };
          if (payloadRow) {
            // A payload the document does not show: another shape contradicts the assumed one, not the rule.
            const shown = problems.length ? 'other' : 'specs/native.yaml';
            if (shown === 'other') {
              // In another payload too, a field the document types is judged: first, as nothing else is.
              judgeDocumentedFields();
              if (!readings.observe(payloadRow, shown, [answer])) readings.notConfirmed(payloadRow, shown, [answer], `${name} answered ${problemLines(problems).slice(0, 3).join(' | ')}`);
              return;
            }
            // A body that fits specs/native.yaml tells its reading only where that one is in force: another payload
            // may carry the same names (an identity holds only identifiers the document names).
            if (readings.value(payloadRow) === 'specs/native.yaml') readings.observe(payloadRow, shown, [answer]);
          }
          // Before the verdict: a body that breaks its schema still shows its undocumented fields as drift.
          drift.push(...driftOf(operation.operationId, 200, answer.json));
          expectShape(shapeRule, problems, `the schema of ${name} (${operation.spec})`);
          judgeDocumentedFields();
        });
      }

      for (const breakage of breakages(operation)) {
        const rule = (breakage.rule as RuleId | undefined) ?? (breakage.inBody && breakage.kind === 'missing' ? rules.missingBodyField : rules.invalidInput);
        const assumption = breakage.assumption as RequirednessRow | undefined;
        const defaultRow = breakage.asDefault?.row as DefaultRow | undefined;
        // Whether the input is required, or of this type, only the assumed payload says: served, the row is not confirmed.
        const payloadRow: PayloadRow | undefined = rules.assumedInputs && !breakage.rule && !assumption && !breakage.inPath ? rules.assumedInputs : undefined;
        const refusalTitle = assumption ? `MUST answer a request ${breakage.title} with a 4xx or serve it (${assumption}), never a 5xx`
          : defaultRow ? `MUST answer a request ${breakage.title} with a 4xx or as its default (${defaultRow}), never a 5xx`
            : payloadRow ? `MUST answer a request ${breakage.title} with a 4xx or serve it (${payloadRow}), never a 5xx`
              : `MUST refuse a request ${breakage.title} with a 4xx`;
        const unknownRow = breakage.unknownRow as UnknownRow | undefined;
        const rows = [assumption, defaultRow, unknownRow, payloadRow].filter((row) => row !== undefined);
        test(refusalTitle, checking(rule, ...rows, ...writes), async ({ legacyIn, baseIn, target, data, partnerRef, readings }) => {
          // Applied to the operation on its configured path (the breakage's title does not depend on it).
          const configured = breakages(withConfiguredPath(operation, target)).find((candidate) => candidate.title === breakage.title) ?? breakage;
          const validOne = valid(operation, target, await samplesOf(operation, { native: () => baseIn(target.env), target, data, partnerRef }));
          const client = clientFor(operation, { legacyIn, baseIn, target });
          const answer = await send(client, operation, configured.apply(validOne));
          const optional = configured.assumption as RequirednessRow | undefined;
          if (optional && answer.status >= 200 && answer.status < 300) {
            // The document does not require the input: answering without it keeps the document, if it is served.
            expectJson(answer, rules.json);
            readings.observe(optional, 'optional', [answer]);
            return;
          }
          if (payloadRow && answer.status >= 200 && answer.status < 300) {
            // The document shows no Native payload: a target reading another one may well need none of these inputs.
            expectJson(answer, rules.json);
            if (!readings.observe(payloadRow, 'other', [answer])) readings.notConfirmed(payloadRow, 'other', [answer], `${name} served a request ${breakage.title} (${answerLine(answer)}): specs/native.yaml refuses it`);
            return;
          }
          if (defaultRow && configured.asDefault && answer.status >= 200 && answer.status < 300) {
            // Answered as the default the document gives the parameter: the same answer as the default asked for.
            const ofDefault = await send(client, operation, configured.asDefault.apply(validOne));
            expectRule(rule, JSON.stringify(answer.json) === JSON.stringify(ofDefault.json),
              () => `${answerLine(answer)}, where the default answers ${answerLine(ofDefault)}`, `a 4xx, or the answer of the default, for a request ${breakage.title}`);
            readings.observe(defaultRow, 'default', [answer, ofDefault]);
            return;
          }
          expectClientError(rule, answer, `a 4xx, never a 5xx, for a request ${breakage.title} (Errors › HTTP status)`, { notFound: configured.inPath || configured.unknownRow ? 'refuses' : 'proves-nothing' });
          // A refusal the operation documents has the documented body.
          const refusalRule = operation.refusalRules[answer.status] as RuleId | undefined;
          if (refusalRule) {
            const problems = validateResponse(operation.operationId, answer.status, answer.json);
            expectShape(refusalRule, problems, `the ${answer.status} body of ${name} (${operation.spec})`);
          }
          if (optional) readings.observe(optional, 'required', [answer]);
          if (defaultRow) readings.observe(defaultRow, 'refused', [answer]);
          // A refusal keeps either reading (another payload lacks its own inputs too): evidence only of the one in force.
          if (payloadRow && readings.value(payloadRow) === 'specs/native.yaml') readings.observe(payloadRow, 'specs/native.yaml', [answer]);
        });
      }

      const missing = rules.credential[operation.auth];
      if (missing) {
        const unknown = UNKNOWN_CREDENTIAL[operation.auth] ?? missing;
        test('MUST refuse a request without its credential with 401', checking(missing, ...writes), async ({ legacyIn, baseIn, target, data, partnerRef }) => {
          const answer = await send(clientFor(operation, { legacyIn, baseIn, target }), operation, valid(operation, target, await samplesOf(operation, { native: () => baseIn(target.env), target, data, partnerRef })), noAuth);
          expectStatus(missing, answer, 401, `401 without a credential (Authentication)`);
        });
        test('MUST refuse a credential the target never issued with 401', checking(unknown, ...writes), async ({ legacyIn, baseIn, target, data, partnerRef }) => {
          const made = data.string.alphanumeric(24);
          const answer = await send(clientFor(operation, { legacyIn, baseIn, target }), operation, valid(operation, target, await samplesOf(operation, { native: () => baseIn(target.env), target, data, partnerRef })), unknownCredential(operation, target, made));
          expectStatus(unknown, answer, 401, `401 for an unknown credential (Authentication)`);
        });
      }
    });
  }
}
