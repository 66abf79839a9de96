import { test, expect } from '@playwright/test';
import { Faker, en } from '@faker-js/faker';
import { buildMock, defaultCredentials, defaultPartnerCredentials as partners, type Mock } from '../../mock/service';
import { isoDate, readTargetConfig } from '../../kit/config/read-target';
import { operationById, specFiles, type SpecOperation } from '../../kit/spec';
import { evaluate, linkProblems, resolvedSpec, specLinks, type Exchange, type SpecLink } from '../../kit/spec/links';
import { validRequest, type OperationRequest, type Samples } from '../../suites/generated/operation-requests';
import { samplesFor } from '../../suites/generated/samples';
import { call } from './mock-native-call';

// Issue 35, item 5: the specs' links chain the documented flows for a tool's stateful phase. Neither linter resolves
// a link (redocly's struct and spectral's oas3-schema check its structure only), so this file does: every link names
// an operation, inputs and fields that exist; and every link is followed against the mock.

const links = specFiles().flatMap((spec) => specLinks(spec));
const target = readTargetConfig({});
const partnerRef = partners.sandbox.partnerRef;

test('every spec has links, and every link resolves', () => {
  for (const spec of specFiles()) expect(specLinks(spec).length, `${spec} has no link`).toBeGreaterThan(0);
  expect(links.flatMap((link) => linkProblems(link))).toEqual([]);
});

test('a link that does not resolve is named, whatever breaks it', () => {
  const [order] = links.filter((link) => link.name === 'CustomerOrders');
  const document = resolvedSpec(order.spec);
  const broken = (change: Partial<SpecLink>) => linkProblems({ ...order, ...change }, document);
  expect(broken({ target: 'listOrdres' })).toEqual([expect.stringContaining('no operation listOrdres')]);
  expect(broken({ parameters: { customer: '$response.body#/data/order/account_reference' } })).toEqual([
    expect.stringContaining('has no parameter customer'),
  ]);
  expect(broken({ parameters: { account_reference: '$response.body#/data/account_reference' } })).toEqual([
    expect.stringContaining('no such field'),
  ]);
  expect(broken({ parameters: { account_reference: '$request.query.account_reference' } })).toEqual([
    expect.stringContaining('has no query parameter'),
  ]);
  expect(broken({ parameters: { per_page: '$response.body#/data/order/id' } })).toEqual([
    expect.stringContaining('is string'),
  ]);
  expect(broken({ requestBody: { account_reference: '$response.body#/data/order/id' } })).toEqual([
    expect.stringContaining('takes no JSON body'),
  ]);
  expect(broken({ reads: '$response.body#/data/order/nothing' })).toEqual([expect.stringContaining('no such field')]);
});

const day = 24 * 3600 * 1000;

/**
 * The sample values of a spec for the embedded mock. A ramp's quoteId is left out unless a link carries one. The
 * bulk list's dates span the run's own day, not the target's history: a created order's created_at is no date the
 * list takes, so no link can carry it.
 */
function samplesOf(spec: string, seed: number): Samples {
  const data = new Faker({ locale: [en] });
  data.seed(seed);
  return {
    ...samplesFor(spec, target, data, partnerRef),
    quoteId: undefined,
    ordersFrom: isoDate(new Date(Date.now() - day)),
    ordersTo: isoDate(new Date(Date.now() + day)),
  };
}

/** Sends a request to the operation on the mock's sandbox, with the credential its authentication calls for. */
async function send(mock: Mock, operation: SpecOperation, request: OperationRequest) {
  const query = new URLSearchParams(request.query).toString();
  const url = query ? `${request.path}?${query}` : request.path;
  const method = operation.method.toUpperCase() as 'GET' | 'POST';
  if (operation.auth === 'hmac') return call(mock, method, url, request.json);
  const headers: Record<string, string> =
    operation.auth === 'bearer'
      ? { authorization: `Bearer ${defaultCredentials.sandbox}` }
      : { 'x-api-key': partners.sandbox.apiKey };
  const response = await mock.apps.sandbox.inject({
    method,
    url,
    headers: { ...headers, ...(request.json ? { 'content-type': 'application/json' } : {}) },
    payload: request.json ? JSON.stringify(request.json) : undefined,
  });
  return { status: response.statusCode, body: response.json<unknown>(), headers: response.headers };
}

/** The values a request put in its path, by parameter name. */
function pathValues(operation: SpecOperation, path: string): Record<string, string> {
  const names = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
  const pattern = new RegExp(
    `^${operation.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '([^/]+)')}$`,
  );
  const values = pattern.exec(path)?.slice(1) ?? [];
  return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(values[i] ?? '')]));
}

/** The target's documented request with what the link carries put in: its parameters, then its body fields. */
function linkedRequest(
  link: SpecLink,
  operation: SpecOperation,
  exchange: Exchange,
  samples: Samples,
): OperationRequest {
  let path = operation.path;
  const query: Record<string, string> = {};
  for (const [name, expression] of Object.entries(link.parameters)) {
    const bare = name.replace(/^(path|query|header|cookie)\./, '');
    const value = String(evaluate(expression, exchange));
    const parameter = operation.parameters.find((p) => p.name === bare)!;
    if (parameter.in === 'path') path = path.replace(`{${bare}}`, encodeURIComponent(value));
    else query[bare] = value;
  }
  const request = validRequest({ ...operation, path }, samples);
  const carried = Object.fromEntries(
    Object.entries(link.requestBody ?? {}).map(([field, expression]) => [field, evaluate(expression, exchange)]),
  );
  return {
    path: request.path,
    query: { ...request.query, ...query },
    json: request.json && { ...request.json, ...carried },
  };
}

/** Every leaf value of a JSON answer. */
function leaves(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.flatMap(leaves);
  if (value && typeof value === 'object') return Object.values(value).flatMap(leaves);
  return [value];
}

test.describe('every link followed against the mock', () => {
  // Read from the specs: a new link is followed here without a line of code.
  for (const [index, link] of links.entries()) {
    test(`${link.spec}: ${link.source} ${link.status} → ${link.name} → ${link.target}`, async () => {
      const mock = buildMock();
      const source = operationById(link.source);
      const sent = validRequest(source, samplesOf(link.spec, 2026 + index));
      const answer = await send(mock, source, sent);
      expect(answer.status, `${link.source} answers the documented request ${link.status}`).toBe(Number(link.status));
      const exchange: Exchange = {
        request: { path: pathValues(source, sent.path), query: sent.query, body: sent.json },
        response: { status: answer.status, body: answer.body },
      };
      const operation = operationById(link.target);
      const next = await send(
        mock,
        operation,
        linkedRequest(link, operation, exchange, samplesOf(link.spec, 3026 + index)),
      );
      expect(
        Math.floor(next.status / 100),
        `${link.target} with what ${link.name} carries answers ${next.status}: ${JSON.stringify(next.body)}`,
      ).toBe(2);
      // A read shows the same object: the value x-reads names is in its answer.
      if (link.reads)
        expect(leaves(next.body), `${link.target}'s answer shows ${link.reads}`).toContain(
          evaluate(link.reads, exchange),
        );
    });
  }
});
