import { test, expect } from '@playwright/test';
import type { OpenAPIV3_1 } from 'openapi-types';
import { allOperations, legacyOperations, specDocument, specFiles } from '../../kit/spec';
import { inlineLocalRefs } from '../../kit/spec/local-refs';
import { allowExtensions, createAjv } from '../../kit/validation';
import { buildMock, defaultCredentials } from '../../mock/service';

/** `operationId name` of the parameters that carry x-no-example: an example would contradict another's. */
function withoutExample(): Set<string> {
  const names = new Set<string>();
  for (const spec of specFiles()) {
    const document = specDocument(spec);
    for (const item of Object.values(document.paths ?? {})) {
      for (const operation of Object.values(inlineLocalRefs(item ?? {}, document)) as OpenAPIV3_1.OperationObject[]) {
        for (const parameter of (operation?.parameters ?? []) as (OpenAPIV3_1.ParameterObject &
          Record<string, unknown>)[]) {
          if (typeof parameter['x-no-example'] === 'string') names.add(`${operation.operationId} ${parameter.name}`);
        }
      }
    }
  }
  return names;
}

test('every parameter and body property of every spec has an example that its own schema accepts', () => {
  const ajv = createAjv();
  const exempt = withoutExample();
  expect([...exempt]).toEqual(['getPrices target_amount']);
  for (const operation of allOperations()) {
    const inputs = [
      ...operation.parameters.map((entry) => ({ name: entry.name, schema: entry.schema, example: entry.example })),
      ...Object.entries(operation.body?.properties ?? {}).map(([name, property]) => ({ name, ...property })),
    ];
    for (const { name, schema, example } of inputs) {
      const where = `${operation.operationId} ${name}`;
      if (exempt.has(where)) {
        expect(example, where).toBeUndefined();
        continue;
      }
      expect(example, where).toBeDefined();
      allowExtensions(ajv, schema);
      expect(ajv.validate(schema, example), `${where}: ${ajv.errorsText()}`).toBe(true);
    }
  }
});

test(
  'a legacy request that sends every example at once is ' + 'served by the faithful mock (the default readings)',
  async () => {
    // A tool that builds requests from examples (Schemathesis' examples phase) sends them all: GET /api/prices with
    // both amounts would be refused (ASSUME-LEG-PRICES-BOTH-AMOUNTS), hence target_amount's x-no-example.
    const mock = buildMock();
    for (const operation of legacyOperations()) {
      let path = operation.path;
      const query = new URLSearchParams();
      for (const parameter of operation.parameters) {
        if (parameter.transport || parameter.example === undefined) continue;
        // The spec's parameter examples are scalars.
        const example = `${parameter.example as string | number}`;
        if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, encodeURIComponent(example));
        else if (parameter.in === 'query') query.set(parameter.name, example);
      }
      const json = operation.body
        ? Object.fromEntries(
            Object.entries(operation.body.properties).map(([name, property]) => [name, property.example]),
          )
        : undefined;
      const answer = await mock.apps.sandbox.inject({
        method: operation.method.toUpperCase() as 'GET' | 'POST',
        url: `${path}?${query}`,
        payload: json === undefined ? undefined : JSON.stringify(json),
        headers: {
          authorization: `Bearer ${defaultCredentials.sandbox}`,
          ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        },
      });
      expect(answer.statusCode, `${operation.operationId}: ${answer.body.slice(0, 300)}`).toBe(200);
    }
  },
);
