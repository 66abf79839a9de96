import { stripVTControlCharacters } from 'node:util';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';
import { hostedDocument, legacyDocument, nativeDocument, specFiles } from '../../kit/spec';

const ROOT = path.resolve(__dirname, '../..');

test('specs/legacy.yaml is OpenAPI 3.1, definition version 1.3, with a global bearer scheme', () => {
  const document = legacyDocument();
  expect(document.openapi).toMatch(/^3\.1\./);
  expect(document.info.version).toBe('1.3');
  expect(document.security).toEqual([{ bearer: [] }]);
  expect(document.components?.securitySchemes?.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
});

test('specs/hosted-checkout.yaml is OpenAPI 3.1, version v2, x-api-key everywhere but KYC sharing', () => {
  const document = hostedDocument();
  expect(document.openapi).toMatch(/^3\.1\./);
  expect(document.info.version).toBe('v2');
  expect(document.security).toEqual([{ apiKey: [] }]);
  const schemes = document.components?.securitySchemes ?? {};
  expect(schemes.apiKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'x-api-key' });
  // The document does not show the HMAC construction: the scheme says which one the suite assumes.
  expect(schemes.hmac).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Hmac-Signature' });
  expect((schemes.hmac as { description: string }).description).toMatch(
    /ASSUMED.*X-Hmac-Key.*X-Hmac-Timestamp.*HMAC-SHA256/s,
  );
  expect(document.paths?.['/v2/identities/token/share']?.post?.security).toEqual([{ hmac: [] }]);
});

test('Hosted Checkout responses have no data wrapper: the order schema is the body itself', () => {
  const ok = hostedDocument().paths?.['/{partnerRef}/v2/buy']?.post?.responses?.['200'] as {
    content: Record<string, { schema: unknown }>;
  };
  expect(ok.content['application/json'].schema).toEqual({ $ref: '../schemas/hosted/hosted-order.json' });
});

test('specs/native.yaml is OpenAPI 3.1, version v0 labelled beta, HMAC on every call with the hosted scheme', () => {
  const document = nativeDocument();
  expect(document.openapi).toMatch(/^3\.1\./);
  expect(document.info.version).toBe('v0');
  expect(document.info.description).toMatch(/beta/);
  expect(document.security).toEqual([{ hmac: [] }]);
  // The same ASSUMED construction as Hosted Checkout's KYC sharing, and no x-api-key scheme at all.
  expect(document.components?.securitySchemes).toEqual({ hmac: hostedDocument().components?.securitySchemes?.hmac });
});

test('specs/native.yaml marks what the document does not show: payloads x-assumed, two paths x-assumed-path', () => {
  type Node = Record<string, unknown> & { requestBody?: Node; responses?: Record<string, Node> };
  const marked: string[] = [];
  for (const [path, item] of Object.entries(nativeDocument().paths ?? {})) {
    for (const [method, operation] of Object.entries(item ?? {}) as [string, Node][]) {
      const where = `${method.toUpperCase()} ${path}`;
      expect(operation['x-assumed'], where).toBe(true);
      expect(operation.responses?.['200']?.['x-assumed'], `${where} 200`).toBe(true);
      if (operation.requestBody) expect(operation.requestBody['x-assumed'], `${where} body`).toBe(true);
      if (operation['x-assumed-path'] === true) marked.push(where);
    }
  }
  expect(marked).toEqual(['POST /eapi/v0/identities', 'POST /eapi/v0/identities/{identityReference}/limits']);
  // The query of price and quote is not shown either; the path parameter and the email query are.
  const parameters = nativeDocument().components?.parameters as Record<string, Record<string, unknown>>;
  expect(Object.keys(parameters).filter((name) => parameters[name]['x-assumed'] === true)).toEqual([
    'source',
    'target',
    'amount',
  ]);
});

test('Native API responses have no data wrapper: each 200 schema is a native resource file', () => {
  const schemas: Record<string, unknown> = {};
  for (const [path, item] of Object.entries(nativeDocument().paths ?? {})) {
    for (const [method, operation] of Object.entries(item ?? {})) {
      const ok = (operation as { responses: Record<string, { content: Record<string, { schema: unknown }> }> })
        .responses['200'];
      schemas[`${method.toUpperCase()} ${path}`] = ok.content['application/json'].schema;
    }
  }
  expect(schemas).toEqual({
    'GET /eapi/v0/price': { $ref: '../schemas/native/price.json' },
    'GET /eapi/v0/quote': { $ref: '../schemas/native/quote.json' },
    'POST /eapi/v0/ramps': { $ref: '../schemas/native/ramp.json' },
    'POST /eapi/v0/identities': { $ref: '../schemas/native/identity.json' },
    'GET /eapi/v0/identities/{identityReference}': { $ref: '../schemas/native/identity.json' },
    'POST /eapi/v0/identities/{identityReference}/limits': { $ref: '../schemas/native/limits.json' },
  });
});

test('npm run lint:specs lints every spec: each one is an api of redocly.yaml', () => {
  const config = parse(readFileSync(path.join(ROOT, 'redocly.yaml'), 'utf8')) as {
    apis: Record<string, { root: string }>;
  };
  expect(
    Object.values(config.apis)
      .map((api) => api.root)
      .sort(),
  ).toEqual(specFiles());
  const scripts = (
    JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  ).scripts;
  // With no file named, redocly lints every api of redocly.yaml; Spectral then lints every spec with spectral:oas.
  expect(scripts['lint:specs']).toBe(
    'redocly lint && spectral lint --display-only-failures --fail-severity error specs/*.yaml',
  );
});

for (const spec of specFiles()) {
  test(`redocly lint passes on ${spec} with no errors and no warnings`, () => {
    test.setTimeout(90_000);
    const run = spawnSync(path.join(ROOT, 'node_modules/.bin/redocly'), ['lint', spec, '--format', 'summary'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    // Without its colour codes, or "\x1b[33mwarning\x1b[39m" would slip past the pattern below.
    const output = stripVTControlCharacters(`${run.stdout}\n${run.stderr}`);
    expect(run.status, output).toBe(0);
    // Summary lines read `warning <rule>: <count>`; Node's deprecation banner is not one.
    expect(output, output).not.toMatch(/^\s*warning\s+\S+: \d+/m);
    expect(output).toContain('Your API description is valid');
  });
}
