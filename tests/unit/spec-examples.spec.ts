import { test, expect } from '@playwright/test';
import { allOperations } from '../../kit/spec';
import { allowExtensions, createAjv } from '../../kit/validation';

test('every parameter and body property of every spec has an example that its own schema accepts', () => {
  const ajv = createAjv();
  for (const operation of allOperations()) {
    const inputs = [
      ...operation.parameters.map((entry) => ({ name: entry.name, schema: entry.schema, example: entry.example })),
      ...Object.entries(operation.body?.properties ?? {}).map(([name, property]) => ({ name, ...property })),
    ];
    for (const { name, schema, example } of inputs) {
      const where = `${operation.operationId} ${name}`;
      expect(example, where).toBeDefined();
      allowExtensions(ajv, schema);
      expect(ajv.validate(schema, example), `${where}: ${ajv.errorsText()}`).toBe(true);
    }
  }
});
