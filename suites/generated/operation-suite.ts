import { test } from '../../kit/fixtures';
import { checking, GENERATED, WRITES } from '../../kit/checking';
import { dataOf, expectClientError, expectJson, expectStatus, skipWhereRateLimited } from '../../kit/checks/response';
import { answerLine, expectRule, expectShapeApart, judgedApart } from '../../kit/checks/violation';
import { apiKey } from '../../kit/auth/api-key';
import { bearer } from '../../kit/auth/bearer';
import { signedBearer } from '../../kit/auth/signed-bearer';
import { hmac } from '../../kit/auth/hmac';
import { noAuth, type Authenticator, type SurfaceClient } from '../../kit/http/surface-client';
import { driftOf, shapeSentence, validateResponse, type SchemaProblem } from '../../kit/validation';
import type { SpecOperation } from '../../kit/spec';
import type { Faker } from '@faker-js/faker';
import type { TargetConfig } from '../../kit/config/target-config';
import type { RuleId } from '../../rules';
import { breakages, validRequest, type OperationRequest, type Samples } from './operation-requests';
import { samplesOf } from './samples';
import { SURFACE_RULES, UNKNOWN_CREDENTIAL, VALID_REQUEST_PRECONDITIONS, type WrongKind } from './surface-rules';
import { missingCredential, type Credentials, type EnvironmentCredentials } from '../../kit/config/credentials';
import { unrecognised, type Recognitions, type SurfaceName } from '../../kit/run/surface-recognition';
import type { SpecAuth } from '../../kit/spec';
import { withConfiguredPath } from '../../kit/spec/configured-paths';
import { checkGeneratedCases } from '../../kit/generation/generated-cases';

/** Rows that decide whether an input the document does not require may be left out. */
type RequirednessRow = 'ASSUME-NAT-AMOUNT-REQUIRED';
/** Rows that decide whether a value outside an enum with a default may be answered as that default. */
type DefaultRow = 'ASSUME-LEG-ORDER-TYPE-PATH';
/** Rows that say a value naming nothing the target knows is refused. */
type UnknownRow = 'ASSUME-NAT-UNKNOWN-IDENTITY';
/** Rows of a request payload the document does not show. */
type PayloadRow = 'ASSUME-NAT-PAYLOADS';
/** Rows that decide whether a required string sent empty is refused or served. */
type EmptyRow = 'ASSUME-EMPTY-REQUIRED';

// Surfaces are reached lazily: an operation never skips for want of another surface's credential.
type Clients = {
  legacyIn: (env: TargetConfig['env']) => SurfaceClient;
  baseIn: (env: TargetConfig['env'], options?: { auth?: 'hmac' | 'api-key' }) => SurfaceClient;
  target: TargetConfig;
};

/** The client an operation's authentication calls for, on the environment under test. */
function clientFor(operation: SpecOperation, { legacyIn, baseIn, target }: Clients): SurfaceClient {
  if (operation.auth === 'bearer') return legacyIn(target.env);
  return baseIn(target.env, { auth: operation.auth });
}

function unknownCredential(operation: SpecOperation, target: TargetConfig, made: string): Authenticator {
  if (operation.auth === 'bearer') {
    return target.readings['ASSUME-LEG-AUTH'] === 'signed'
      ? signedBearer({ key: `unknown-${made}`, secret: made })
      : bearer(`unknown-${made}`);
  }
  if (operation.auth === 'api-key') return apiKey(`unknown-${made}`);
  return hmac({ key: `unknown-${made}`, secret: made }, target.hmac);
}

/** How each credential is named where it stands in for the operation's own. */
const CREDENTIAL_NAME: Record<SpecAuth, string> = {
  bearer: 'the /api Bearer credential',
  'api-key': 'the Hosted Checkout x-api-key',
  hmac: 'an HMAC signature',
};
const PLACE_NAME: Record<SpecAuth, string> = { bearer: 'Bearer', 'api-key': 'x-api-key', hmac: 'HMAC' };

/** A credential of another surface in place of the one an operation takes, as a reason names it. */
const wrongKey = (kind: SpecAuth, auth: SpecAuth) => `${CREDENTIAL_NAME[kind]} in place of ${PLACE_NAME[auth]}`;
/** The operation's own credential, malformed, as the document names the form it breaks. */
const MALFORMED_TITLE: Partial<Record<SpecAuth, string>> = {
  bearer: 'MUST refuse the credential sent without the word Bearer with 401',
  'api-key': 'MUST refuse a malformed x-api-key (the key after "Bearer ") with 401',
  hmac: 'MUST refuse the HMAC key with a malformed signature (not an encoded digest) with 401',
};
/** The surface whose recognition shows another surface's credential is a real one (a positive control). */
const SURFACE_OF_CREDENTIAL: Record<SpecAuth, SurfaceName> = { bearer: 'legacy', 'api-key': 'hosted', hmac: 'native' };

function wrongKindTitle(kind: WrongKind, auth: SpecAuth): string {
  return kind === 'malformed'
    ? MALFORMED_TITLE[auth]!
    : `MUST refuse ${CREDENTIAL_NAME[kind]} in place of ${PLACE_NAME[auth]} with 401`;
}

/**
 * The credential of the wrong kind, made from the environment's own credentials; or why it cannot be: the
 * credential is not configured, or its own surface did not serve it (a refusal of a credential nobody serves proves
 * nothing).
 */
function wrongKindAuth(
  kind: WrongKind,
  own: Authenticator,
  operation: SpecOperation,
  context: { target: TargetConfig; credentials: Credentials; recognitions: Recognitions },
): Authenticator | string {
  const { target, credentials } = context;
  if (kind === 'malformed') {
    // The operation's own credential in a form the document does not give: without its scheme word, or after one.
    return {
      headers: (request): Record<string, string> => {
        const headers = own.headers(request);
        if (operation.auth === 'bearer') return { authorization: (headers.authorization ?? '').replace(/^\S+\s+/, '') };
        if (operation.auth === 'api-key') return { 'x-api-key': `Bearer ${headers['x-api-key'] ?? ''}` };
        // The key and timestamp as signed, the signature no digest: in the Authorization token or in its own header.
        if (target.hmac.placement === 'authorization')
          return { authorization: (headers.authorization ?? '').replace(/:[^:]*:(\d+)$/, ':not-a-signature:$1') };
        return { ...headers, [target.hmac.signatureHeader]: 'not-a-signature' };
      },
    };
  }
  const signed = target.readings['ASSUME-LEG-AUTH'] === 'signed';
  const fields: (keyof EnvironmentCredentials)[] =
    kind === 'bearer'
      ? signed
        ? ['apiCredential', 'apiSecret']
        : ['apiCredential']
      : kind === 'api-key'
        ? ['apiKey']
        : ['hmacKey', 'hmacSecret'];
  const missing = missingCredential(credentials, target.env, fields);
  if (missing) return `${missing}: ${CREDENTIAL_NAME[kind]} of ${target.env}`;
  const notServed = unrecognised(
    context.recognitions[target.environments[target.env]!.baseUrl],
    target.env,
    SURFACE_OF_CREDENTIAL[kind],
    target,
    credentials,
  );
  if (notServed) return notServed;
  const credential = credentials[target.env]!;
  if (kind === 'bearer')
    return signed
      ? signedBearer({ key: credential.apiCredential!, secret: credential.apiSecret! })
      : bearer(credential.apiCredential!);
  if (kind === 'api-key') return apiKey(credential.apiKey!);
  return hmac({ key: credential.hmacKey!, secret: credential.hmacSecret! }, target.hmac);
}

/** A valid request to the operation, on its configured path where the document shows none. */
function valid(operation: SpecOperation, target: TargetConfig, samples: Samples): OperationRequest {
  return validRequest(withConfiguredPath(operation, target), samples);
}

/** A valid request with the operation's samples, a fresh one fetched where the spec asks for it (a ramp's quoteId). */
async function validFor(
  operation: SpecOperation,
  {
    baseIn,
    target,
    data,
    partnerRef,
  }: Pick<Clients, 'baseIn' | 'target'> & { data: Faker; partnerRef: string | undefined },
): Promise<OperationRequest> {
  return valid(
    operation,
    target,
    await samplesOf(operation, { native: () => baseIn(target.env), target, data, partnerRef }),
  );
}

function send(
  client: SurfaceClient,
  operation: SpecOperation,
  request: OperationRequest,
  auth?: Authenticator,
  headers: { withoutRequestId?: boolean; withoutAccept?: boolean } = {},
) {
  return client.send(operation.method.toUpperCase(), request.path, {
    query: request.query,
    json: request.json,
    auth,
    ...headers,
  });
}

/**
 * Generated from a spec: per operation, a valid request is accepted, JSON, (wrapped) and conformant; every way the
 * spec says a request can be wrong is refused with a 4xx, never a 5xx; a missing or unknown credential gets 401.
 */
export function describeOperations(operations: SpecOperation[]): void {
  for (const operation of operations) {
    const rules = SURFACE_RULES[operation.spec];
    if (!rules) throw new Error(`no surface rules for ${operation.spec}`);
    const writes = operation.writes ? ([WRITES] as const) : [];
    const name = `${operation.method.toUpperCase()} ${operation.path}`;
    const shapeRule = operation.shapeRule as RuleId | undefined;
    const skipWhereUnanswerable = (target: TargetConfig) => {
      const reason = VALID_REQUEST_PRECONDITIONS[operation.operationId]?.(target);
      test.skip(Boolean(reason), reason);
    };

    test.describe(name, () => {
      // One valid request, judged in the order a reader fixes it: JSON, then (on /api) the data wrapper, then the
      // schema; each failure goes to its own rule. Without a shape rule the JSON and the wrapper are what is judged.
      if (!shapeRule) {
        test(
          rules.wrapper
            ? 'MUST answer a valid request with JSON, wrapped in a top-level data object'
            : 'MUST answer a valid request with JSON',
          checking(rules.json, ...(rules.wrapper ? [rules.wrapper] : []), ...writes),
          async ({ legacyIn, baseIn, target, data, partnerRef }) => {
            skipWhereUnanswerable(target);
            const answer = await send(
              clientFor(operation, { legacyIn, baseIn, target }),
              operation,
              await validFor(operation, { baseIn, target, data, partnerRef }),
            );
            expectJson(answer, rules.json);
            if (rules.wrapper) dataOf(answer);
          },
        );
      }

      if (shapeRule) {
        const payloadRow = operation.payloadAssumption as 'ASSUME-NAT-PAYLOADS' | undefined;
        const shapeTitle = payloadRow
          ? `MUST answer a valid request with 2xx and JSON, in the assumed payload (${payloadRow})`
          : `MUST answer a valid request with JSON${rules.wrapper ? ', wrapped in a top-level data object,' : ''} ` +
            `in the documented schema`;
        test(
          shapeTitle,
          checking(
            shapeRule,
            rules.json,
            ...(rules.wrapper ? [rules.wrapper] : []),
            ...(payloadRow ? [payloadRow] : []),
            ...writes,
          ),
          async ({ legacyIn, baseIn, target, data, partnerRef, drift, readings }) => {
            skipWhereUnanswerable(target);
            const answer = await send(
              clientFor(operation, { legacyIn, baseIn, target }),
              operation,
              await validFor(operation, { baseIn, target, data, partnerRef }),
            );
            expectRule(
              shapeRule,
              rules.accepted.test(answer.status),
              () => answerLine(answer),
              `${rules.accepted.documented} for a valid request (${name})`,
            );
            expectJson(answer, rules.json);
            if (rules.wrapper) dataOf(answer);
            const all = validateResponse(operation.operationId, 200, answer.json);
            // A field whose type the document states is judged by its own rule, after the rest, whatever the payload.
            const documented = operation.documentedFields ?? {};
            // A value there of another type (a field left out is the assumed record's business, not the type's).
            const fieldOf = (problem: SchemaProblem) =>
              problem.received === 'nothing'
                ? undefined
                : Object.keys(documented).find(
                    (field) => problem.pointer === field || problem.pointer.startsWith(`${field}/`),
                  );
            const problems = all.filter((problem) => !fieldOf(problem));
            const ofDocumentedFields = all.filter((problem) => fieldOf(problem));
            const judgeDocumentedFields = () => {
              for (const problem of ofDocumentedFields)
                expectShapeApart(
                  documented[fieldOf(problem)!] as RuleId,
                  answer,
                  [problem],
                  `the type the document states for ${fieldOf(problem)} (${name})`,
                );
            };
            if (payloadRow) {
              // A payload the document does not show: another shape contradicts the assumed one, not the rule.
              const shown = problems.length ? 'other' : 'specs/native.yaml';
              if (shown === 'other') {
                // In another payload too, a field the document types is judged: first, as nothing else is.
                judgeDocumentedFields();
                if (!readings.observe(payloadRow, shown, [answer])) {
                  // One sentence as a failure reads: what came back, then what the assumed payload has there.
                  const { received, documented } = shapeSentence(problems, 'the payload of specs/native.yaml');
                  readings.notConfirmed(payloadRow, shown, [answer], `${name} answered ${received}, not ${documented}`);
                }
                return;
              }
              // A body that fits specs/native.yaml tells its reading only where that one is in force: another payload
              // may carry the same names (an identity holds only identifiers the document names).
              if (readings.value(payloadRow) === 'specs/native.yaml') readings.observe(payloadRow, shown, [answer]);
            }
            // Before the verdict: a body that breaks its schema still shows its undocumented fields as drift.
            drift.push(...driftOf(operation.operationId, 200, answer.json));
            // JSON and the wrapper were judged above: the schema is judged apart, so they hold whatever it finds.
            expectShapeApart(shapeRule, answer, problems, `the schema of ${name} (${operation.spec})`);
            judgeDocumentedFields();
          },
        );
      }

      const wrongValueCount = breakages(operation).filter((breakage) => breakage.wrongValues).length;
      for (const breakage of breakages(operation)) {
        const rule =
          (breakage.rule as RuleId | undefined) ??
          (breakage.inBody && breakage.kind === 'missing' ? rules.missingBodyField : rules.invalidInput);
        const assumption = breakage.assumption as RequirednessRow | undefined;
        const defaultRow = breakage.asDefault?.row as DefaultRow | undefined;
        const emptyRow = breakage.emptyRow as EmptyRow | undefined;
        // Whether the input is required, or of this type, only the assumed payload says: served, the row is not
        // confirmed.
        const payloadRow: PayloadRow | undefined =
          rules.assumedInputs && !breakage.rule && !assumption && !emptyRow && !breakage.inPath
            ? rules.assumedInputs
            : undefined;
        const refusalTitle = assumption
          ? `MUST answer a request ${breakage.title} with a 4xx or serve it (${assumption}), never a 5xx`
          : emptyRow
            ? `MUST answer a request ${breakage.title} with a 4xx or serve it (${emptyRow}), never a 5xx`
            : defaultRow
              ? `MUST answer a request ${breakage.title} with a 4xx or as its default (${defaultRow}), never a 5xx`
              : payloadRow
                ? `MUST answer a request ${breakage.title} with a 4xx or serve it (${payloadRow}), never a 5xx`
                : `MUST refuse a request ${breakage.title} with a 4xx`;
        const unknownRow = breakage.unknownRow as UnknownRow | undefined;
        const rows = [assumption, defaultRow, unknownRow, payloadRow, emptyRow].filter((row) => row !== undefined);
        // A parameter's invalid value where the document names the refusal's status ("422 for an invalid status or
        // parameter"): that status, judged apart from the 4xx. A missing one, or one a row leaves open, stays any 4xx.
        const strict =
          operation.invalidParameter && breakage.kind === 'wrong' && !breakage.inBody && rows.length === 0
            ? { status: operation.invalidParameter.status, rule: operation.invalidParameter.rule as RuleId }
            : undefined;
        test(
          refusalTitle,
          checking(
            rule,
            ...(strict ? [strict.rule] : []),
            ...rows,
            ...writes,
            ...(breakage.wrongValues ? ([GENERATED] as const) : []),
          ),
          async ({ legacyIn, baseIn, target, data, partnerRef, readings }) => {
            // Applied to the operation on its configured path (the breakage's title does not depend on it).
            const configured =
              breakages(withConfiguredPath(operation, target)).find(
                (candidate) => candidate.title === breakage.title,
              ) ?? breakage;
            const validOne = await validFor(operation, { baseIn, target, data, partnerRef });
            const client = clientFor(operation, { legacyIn, baseIn, target });
            /** One request with the input broken: the title's, or another value breaking the same constraint. */
            const judge = async (apply: (request: OperationRequest) => OperationRequest, title: string) => {
              const answer = await send(client, operation, apply(validOne));
              const optional = configured.assumption as RequirednessRow | undefined;
              if (optional && answer.status >= 200 && answer.status < 300) {
                // The document does not require the input: answering without it keeps the document, if it is served.
                expectJson(answer, rules.json);
                readings.observe(optional, 'optional', [answer]);
                return;
              }
              if (emptyRow && answer.status >= 200 && answer.status < 300) {
                // Taken as a value and served: the document refuses no empty string in words (ASSUME-EMPTY-REQUIRED).
                expectJson(answer, rules.json);
                readings.observe(emptyRow, 'served', [answer]);
                return;
              }
              if (payloadRow && answer.status >= 200 && answer.status < 300) {
                // The document shows no Native payload: a target reading another one may well need none of these
                // inputs.
                expectJson(answer, rules.json);
                if (!readings.observe(payloadRow, 'other', [answer]))
                  readings.notConfirmed(
                    payloadRow,
                    'other',
                    [answer],
                    `${name} served a request ${title} (${answerLine(answer)}): specs/native.yaml refuses it`,
                  );
                return;
              }
              if (defaultRow && configured.asDefault && answer.status >= 200 && answer.status < 300) {
                // Answered as the default the document gives the parameter: the same answer as the default asked for.
                const ofDefault = await send(client, operation, configured.asDefault.apply(validOne));
                expectRule(
                  rule,
                  JSON.stringify(answer.json) === JSON.stringify(ofDefault.json),
                  () => `${answerLine(answer)}, where the default answers ${answerLine(ofDefault)}`,
                  `a 4xx, or the answer of the default, for a request ${title}`,
                );
                readings.observe(defaultRow, 'default', [answer, ofDefault]);
                return;
              }
              if (strict) {
                skipWhereRateLimited(answer, `a request ${title}`);
                judgedApart(() =>
                  expectRule(
                    strict.rule,
                    answer.status === strict.status,
                    () => `${answerLine(answer)} for a request ${title}`,
                    `${strict.status} for an invalid status or parameter (${name})`,
                  ),
                );
              }
              expectClientError(rule, answer, `a 4xx, never a 5xx, for a request ${title} (Errors › HTTP status)`, {
                notFound: configured.inPath || configured.unknownRow ? 'refuses' : 'proves-nothing',
              });
              // A refusal the operation documents has the documented body.
              const refusalRule = operation.refusalRules[answer.status] as RuleId | undefined;
              if (refusalRule) {
                const problems = validateResponse(operation.operationId, answer.status, answer.json);
                // The body's shape is another promise than the 4xx: judged apart, so the 4xx is seen either way.
                expectShapeApart(
                  refusalRule,
                  answer,
                  problems,
                  `the ${answer.status} body of ${name} (${operation.spec})`,
                );
              }
              if (optional) readings.observe(optional, 'required', [answer]);
              if (defaultRow) readings.observe(defaultRow, 'refused', [answer]);
              // Served empties may still refuse an empty code (it names nothing): a refusal is evidence only of refused
              // in force.
              if (emptyRow && readings.value(emptyRow) === 'refused') readings.observe(emptyRow, 'refused', [answer]);
              // A refusal keeps either reading (another payload lacks its own inputs too): evidence only of the one in
              // force.
              if (payloadRow && readings.value(payloadRow) === 'specs/native.yaml')
                readings.observe(payloadRow, 'specs/native.yaml', [answer]);
            };
            const wrong = configured.wrongValues;
            if (!wrong) return judge((request) => configured.apply(request), breakage.title);
            // Generated: the title's value first (refused or not, the verdict on it stands unshrunk), then the other
            // edges and values breaking the same constraint, shrunk on a failure. A rate-limited operation shares its
            // few cases among its wrong values (ASSUME-PRICES-BUDGET).
            const count = operation.rateLimited
              ? Math.floor(target.cases.rateLimited / wrongValueCount)
              : target.cases.perCheck;
            const [titled, ...edges] = wrong.edges;
            await checkGeneratedCases(wrong.arbitrary, (value) => judge(wrong.with(value), wrong.title(value)), {
              seed: target.seed,
              count,
              titled,
              edges,
              rules: [rule],
            });
          },
        );
      }

      const missing = rules.credential[operation.auth];
      if (missing) {
        const unknown = UNKNOWN_CREDENTIAL[operation.auth] ?? missing;
        test(
          'MUST refuse a request without its credential with 401',
          checking(missing, ...writes),
          async ({ legacyIn, baseIn, target, data, partnerRef }) => {
            const answer = await send(
              clientFor(operation, { legacyIn, baseIn, target }),
              operation,
              await validFor(operation, { baseIn, target, data, partnerRef }),
              noAuth,
            );
            expectStatus(missing, answer, 401, `401 without a credential (Authentication)`);
          },
        );
        test(
          'MUST refuse a credential the target never issued with 401',
          checking(unknown, ...writes),
          async ({ legacyIn, baseIn, target, data, partnerRef }) => {
            const made = data.string.alphanumeric(24);
            const answer = await send(
              clientFor(operation, { legacyIn, baseIn, target }),
              operation,
              await validFor(operation, { baseIn, target, data, partnerRef }),
              unknownCredential(operation, target, made),
            );
            expectStatus(unknown, answer, 401, `401 for an unknown credential (Authentication)`);
          },
        );
      }

      // Errors › HTTP status: 401 for a wrong key type; each surface's credential is its own (Authentication).
      // Not on a rate-limited operation (GET /api/prices): the surface's other operations try every kind, and the
      // suite's requests there stay under its budget (ASSUME-PRICES-BUDGET).
      const wrongKinds = operation.rateLimited ? {} : (rules.wrongKinds[operation.auth] ?? {});
      for (const [kind, rule] of Object.entries(wrongKinds) as [WrongKind, RuleId][]) {
        test(
          wrongKindTitle(kind, operation.auth),
          checking(rule, ...writes),
          async ({ legacyIn, baseIn, target, data, partnerRef, credentials, recognitions }) => {
            const client = clientFor(operation, { legacyIn, baseIn, target });
            const auth = wrongKindAuth(kind, client.options.auth, operation, { target, credentials, recognitions });
            test.skip(typeof auth === 'string', typeof auth === 'string' ? auth : undefined);
            const answer = await send(
              client,
              operation,
              await validFor(operation, { baseIn, target, data, partnerRef }),
              auth as Authenticator,
            );
            expectStatus(
              rule,
              answer,
              401,
              `401 for ${kind === 'malformed' ? 'a malformed credential' : wrongKey(kind, operation.auth)} ` +
                `(Errors › HTTP status: wrong key type)`,
            );
          },
        );
      }

      // What the service does, 7: X-Request-Id is optional on every request; on /api, Accept too (Endpoints › the
      // service: a common header, default application/json), absent on the wire, not */*. One control request with
      // both, then the same request without each.
      const acceptRule = rules.acceptDefault;
      test(
        acceptRule
          ? 'MUST serve a valid request without X-Request-Id, and without Accept with JSON, its default, as with them'
          : 'MUST serve a valid request without X-Request-Id, as with it',
        checking(rules.requestId, ...(acceptRule ? [acceptRule] : []), ...writes),
        async ({ legacyIn, baseIn, target, data, partnerRef }) => {
          skipWhereUnanswerable(target);
          const client = clientFor(operation, { legacyIn, baseIn, target });
          const control = await send(
            client,
            operation,
            await validFor(operation, { baseIn, target, data, partnerRef }),
          );
          test.skip(
            !rules.accepted.test(control.status),
            `the valid request with X-Request-Id and Accept: application/json was not served ` +
              `(${answerLine(control)}): the control failed, see the operation's other checks`,
          );
          const withoutId = await send(
            client,
            operation,
            await validFor(operation, { baseIn, target, data, partnerRef }),
            undefined,
            { withoutRequestId: true },
          );
          const judgeRequestId = () =>
            expectRule(
              rules.requestId,
              rules.accepted.test(withoutId.status),
              () => answerLine(withoutId),
              `${rules.accepted.documented} without X-Request-Id, as with it (${name})`,
            );
          if (!acceptRule) return judgeRequestId();
          // Two rules, two verdicts: each judged apart, so neither failure leaves the other unchecked.
          judgedApart(judgeRequestId);
          const withoutAccept = await send(
            client,
            operation,
            await validFor(operation, { baseIn, target, data, partnerRef }),
            undefined,
            { withoutAccept: true },
          );
          judgedApart(() => {
            expectRule(
              acceptRule,
              rules.accepted.test(withoutAccept.status),
              () => answerLine(withoutAccept),
              `${rules.accepted.documented} without Accept, as with application/json (${name})`,
            );
            expectJson(withoutAccept, acceptRule);
          });
        },
      );
    });
  }
}
