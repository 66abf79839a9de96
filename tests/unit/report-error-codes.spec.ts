import { test, expect } from '@playwright/test';
import type { RuleId } from '../../rules';
import { DOCUMENTED_CODES } from '../../kit/checks/application-code';
import type { Exchange } from '../../kit/http/exchange';
import { catalogue } from '../../rules';
import { listedCodes } from '../../rules/error-codes';
import type { CollectedTest } from '../../reporters/collected-test';
import { errorCodeMatrix, type ErrorCodeMatrix } from '../../reporters/error-codes';
import { fold } from '../../reporters/fold';
import { errorCodesSection } from '../../reporters/html/error-codes-section';
import { renderPage } from '../../reporters/html/page';
import { sampleReport } from '../../reporters/sample-report';

const exchange = (
  requestId: string,
  method: string,
  url: string,
  status: number,
  body: string,
  headers: Record<string, string> = {},
): Exchange => ({
  requestId,
  startedAt: '2025-11-21T14:00:00.000Z',
  durationMs: 5,
  request: { method, url, headers: { 'x-request-id': requestId } },
  response: { status, headers: { 'content-type': 'application/json', ...headers }, body },
});

const collected = (title: string, ruleIds: string[], evidence: Exchange[], failure?: string): CollectedTest => ({
  title,
  ruleIds,
  status: failure ? 'failed' : 'passed',
  durationMs: 10,
  errors: failure ? [failure] : [],
  // A failure as violation() records it: on the test's first rule.
  violations: failure ? [{ rule: ruleIds[0] as RuleId, received: failure, documented: 'as documented' }] : [],
  environment: [],
  evidence,
  drift: [],
  observations: [],
});

const hostile = '{"code":404,"message":"</pre><script>alert(1)</script>","traceId":"trace-404"}';

const tests: CollectedTest[] = [
  collected(
    'hosted › kyc › MUST answer 4005',
    ['HC-KYC-SHARE-4005'],
    [
      exchange(
        'req-4005',
        'POST',
        'http://mock/v2/identities/token/share',
        400,
        '{"code":4005,"message":"The feature is not enabled"}',
      ),
    ],
  ),
  collected(
    'native › identities › MUST answer 81',
    ['NAT-IDENTITY-81'],
    [
      exchange('req-201', 'POST', 'http://mock/eapi/v0/identities', 201, '{"identityReference":"id-1"}'),
      exchange('req-82', 'POST', 'http://mock/eapi/v0/identities', 422, '{"code":82,"message":"exists"}'),
    ],
    'NAT-IDENTITY-81: code 82 at /code, a code the document does not list; documented: 422 with code 81',
  ),
  collected(
    'legacy › orders › MUST refuse a wallet',
    ['LEG-ORDER-422-WALLET'],
    [
      exchange(
        'req-1006-b',
        'POST',
        'http://mock/api/orders?x=1',
        422,
        '{"errors":{"status":422,"code":1006,"title":"second"}}',
      ),
    ],
  ),
  collected(
    'legacy › orders › MUST refuse a wallet address',
    ['LEG-ORDER-422-WALLET'],
    [
      exchange(
        'req-1006-a',
        'POST',
        'http://mock/api/orders',
        422,
        '{"errors":{"status":422,"code":1006,"title":"invalid wallet address entered"}}',
        { 'x-trace-id': 'trace-1006' },
      ),
    ],
  ),
  collected(
    'hosted › paths › unknown path',
    [],
    [exchange('req-404', 'GET', 'http://mock/p1/v2/nothing?q=1', 404, hostile)],
  ),
];

const matrixOf = (input: CollectedTest[]): ErrorCodeMatrix => errorCodeMatrix(input, fold(catalogue, input).rules);
const row = (matrix: ErrorCodeMatrix, code: string) => matrix.listed.find((r) => r.code === code)!;

test(
  'the table lists each documented code once, with catalogue rule ids, and the application codes the ' + 'checks know',
  () => {
    const codes = listedCodes.map((c) => c.code);
    expect(codes).toEqual(['400', '401', '422', '429', '5xx', '4002', '4005', '5034', '81']);
    const known = new Set(catalogue.map((rule) => rule.id));
    for (const entry of listedCodes as readonly { code: string; rules: readonly string[]; unprovable?: string }[]) {
      for (const id of entry.rules) expect(known.has(id), `${entry.code}: ${id} is a catalogue rule`).toBe(true);
      expect(entry.rules.length > 0 || Boolean(entry.unprovable), `${entry.code} has rules or says why not`).toBe(true);
    }
    const application = listedCodes.filter((c) => c.kind === 'application').map((c) => Number(c.code));
    expect(application.sort()).toEqual([...DOCUMENTED_CODES].sort());
  },
);

test(
  'a listed code provoked and checked by passing rules is answered as documented, with the request ids ' +
    'that provoked it',
  () => {
    const matrix = matrixOf(tests);
    expect(row(matrix, '4005')).toMatchObject({
      seen: 1,
      requestIds: ['req-4005'],
      answered: 'as documented',
      failed: [],
      unchecked: [],
    });
    const http400 = row(matrix, '400');
    expect(http400).toMatchObject({ seen: 1, requestIds: ['req-4005'], answered: 'as documented' });
    // The other 400 rules had no test: named as not checked, the verdict stands on the rule that passed.
    expect(http400.unchecked.map((u) => u.id)).toContain('HC-BUY-NULL-4002');
    expect(row(matrix, '422').seen).toBe(3);
  },
);

test('a listed code whose rule failed is not answered as documented and names the rule', () => {
  const code81 = row(matrixOf(tests), '81');
  expect(code81).toMatchObject({ seen: 0, requestIds: [], answered: 'not as documented', failed: ['NAT-IDENTITY-81'] });
});

test('a code never seen and never checked says so, and 5xx says why nothing can provoke it', () => {
  const matrix = matrixOf(tests);
  expect(row(matrix, '5034')).toMatchObject({ seen: 0, answered: 'not checked' });
  expect(row(matrix, '5034').reason).toContain('HC-BUY-5034: not checked: no test checks this rule');
  expect(row(matrix, '5xx')).toMatchObject({ seen: 0, answered: 'not checked', rules: [] });
  expect(row(matrix, '5xx').reason).toContain('faithful target');
});

test(
  'unlisted statuses and codes are grouped by operation, status and code, with one full body and its trace ' + 'id',
  () => {
    const { unlisted } = matrixOf(tests);
    expect(unlisted.map((u) => [u.operation, u.status, u.code, u.unlisted, u.count])).toEqual([
      ['GET /p1/v2/nothing', 404, undefined, ['status'], 1],
      ['POST /eapi/v0/identities', 422, 82, ['code'], 1],
      ['POST /api/orders', 422, 1006, ['code'], 2],
    ]);
    expect(unlisted[0].example).toEqual({
      test: 'hosted › paths › unknown path',
      requestId: 'req-404',
      traceId: 'trace-404',
      body: hostile,
    });
    // The example is the first by test title, whichever test finished first.
    expect(unlisted[2].example).toMatchObject({
      test: 'legacy › orders › MUST refuse a wallet',
      requestId: 'req-1006-b',
    });
    expect(unlisted[2].example.traceId).toBeUndefined();
  },
);

test('the matrix does not depend on the order the tests finished in', () => {
  expect(matrixOf([...tests].reverse())).toEqual(matrixOf(tests));
});

test('the section shows the matrix, links failed rules and escapes a hostile body', () => {
  const report = { ...sampleReport(), errorCodes: matrixOf(tests) };
  const out = errorCodesSection(report).text;
  expect(out).toContain('<section id="error-codes">');
  expect(out).toContain('<a href="#rule-NAT-IDENTITY-81"><code>NAT-IDENTITY-81</code></a>');
  expect(out).toContain('yes (1: <code>req-4005</code>)');
  expect(out).toContain('faithful target');
  expect(out).toContain('&lt;/pre&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  expect(out).not.toContain('<script>');
  expect(out).toContain('<code>trace-404</code>');
  expect(
    errorCodesSection({ ...report, errorCodes: { listed: report.errorCodes.listed, unlisted: [] } }).text,
  ).toContain('None seen.');
});

test('the page shows the sample matrix after the checklist, its body escaped', () => {
  const out = renderPage(sampleReport());
  expect(out.indexOf('id="checklist"')).toBeLessThan(out.indexOf('<section id="error-codes">'));
  expect(out).toContain('&lt;b&gt;invalid&lt;/b&gt; wallet address entered');
  expect(out).toContain('<a href="#rule-LEG-PRICES-RATE-LIMITED">');
});
