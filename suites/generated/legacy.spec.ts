import { test } from '../../kit/fixtures';
import { checking, WRITES } from '../../kit/checking';
import { dataOf, expectClientError, expectJson, expectStatus } from '../../kit/checks/response';
import { expectRule } from '../../kit/checks/violation';
import { bearer } from '../../kit/auth/bearer';
import { noAuth, type SurfaceClient } from '../../kit/http/surface-client';
import { driftOf, validateResponse } from '../../kit/validation';
import { legacyOperations, type SpecOperation } from '../../kit/spec';
import type { RuleId } from '../../rules';
import { breakages, validRequest, type OperationRequest } from './legacy-requests';

// Generated from specs/legacy.yaml: per operation, a valid request is accepted, JSON, wrapped and conformant;
// every way the spec says a request can be wrong is refused with a 4xx, never a 5xx; credentials are required.
function send(legacy: SurfaceClient, operation: SpecOperation, request: OperationRequest, auth?: typeof noAuth) {
  return legacy.send(operation.method.toUpperCase(), request.path, { query: request.query, json: request.json, auth });
}

for (const operation of legacyOperations()) {
  const writes = operation.writes ? [WRITES] as const : [];
  const name = `${operation.method.toUpperCase()} ${operation.path}`;
  const shapeRule = operation.shapeRule as RuleId;

  test.describe(name, () => {
    test('MUST answer a valid request with JSON', checking('LEG-RESPONSE-JSON', ...writes), async ({ legacy, target, data }) => {
      expectJson(await send(legacy, operation, validRequest(operation, target, data)));
    });

    test('MUST wrap the result in a top-level data object', checking('LEG-RESPONSE-DATA', ...writes), async ({ legacy, target, data }) => {
      const answer = await send(legacy, operation, validRequest(operation, target, data));
      expectStatus(shapeRule, answer, 200, `200 for a valid request (${name})`);
      dataOf(answer);
    });

    test('MUST answer a valid request with the documented schema', checking(shapeRule, ...writes), async ({ legacy, target, data, drift }) => {
      const answer = await send(legacy, operation, validRequest(operation, target, data));
      expectStatus(shapeRule, answer, 200, `200 for a valid request (${name})`);
      dataOf(answer);
      const problems = validateResponse(operation.operationId, 200, answer.json);
      expectRule(shapeRule, problems.length === 0, () => problems.join(' | '), `the schema of ${name} 200 (specs/legacy.yaml)`);
      drift.push(...driftOf(operation.operationId, 200, answer.json));
    });

    for (const breakage of breakages(operation)) {
      // A missing required body field has its own rule (Endpoints › POST /api/orders); the rest is Errors › HTTP status.
      const rule: RuleId = breakage.inBody && breakage.missing ? 'LEG-ORDER-REQUIRED-FIELDS' : 'LEG-INVALID-PARAM-4XX';
      test(`MUST refuse a request ${breakage.title} with a 4xx`, checking(rule, ...writes), async ({ legacy, target, data }) => {
        const answer = await send(legacy, operation, breakage.apply(validRequest(operation, target, data)));
        expectClientError(rule, answer, `a 4xx, never a 5xx, for a request ${breakage.title} (Errors › HTTP status)`);
      });
    }

    test('MUST refuse a request without Authorization with 401', checking('LEG-AUTH-MISSING', ...writes), async ({ legacy, target, data }) => {
      const answer = await send(legacy, operation, validRequest(operation, target, data), noAuth);
      expectStatus('LEG-AUTH-MISSING', answer, 401, '401 without Authorization (Authentication)');
    });

    test('MUST refuse an unknown credential with 401', checking('LEG-AUTH-WRONG', ...writes), async ({ legacy, target, data }) => {
      const answer = await send(legacy, operation, validRequest(operation, target, data), bearer(`unknown-${data.string.alphanumeric(24)}`));
      expectStatus('LEG-AUTH-WRONG', answer, 401, '401 for an unknown credential (Authentication)');
    });
  });
}
