import { test, expect } from '@playwright/test';
import type { Exchange } from '../../kit/http/exchange';
import type { Rule, RuleId } from '../../rules';
import type { CollectedTest } from '../../reporters/collected-test';
import { errorLine, runErrorLine } from '../../reporters/error-line';
import { fold } from '../../reporters/fold';
import { answerLine, expectRule, expectShape, violationsIn } from '../../kit/checks/violation';
import { validateResource } from '../../kit/validation';
import { collectedTest } from './collected-test-fixture';

const rule = (id: string, level: Rule['level'] = 'MUST', extra: Partial<Rule> = {}): Rule => ({
  id,
  level,
  surface: 'legacy',
  title: `${level} ${id}`,
  source: 'Limits',
  ...extra,
});

const catalogue: Rule[] = [
  rule('LEG-RESPONSE-DATA'),
  rule('LEG-ORDERS-PER-PAGE-MAX'),
  rule('LEG-ORDERS-META-CONSISTENT'),
  rule('LEG-PRICES-RATE-LIMITED', 'ASSUMED'),
  rule('NAT-QUOTE-TTL', 'SHOULD'),
  rule('LEG-SUPPORTED-AGENTS', 'MUST', { notCheckable: "a partner's obligation" }),
];

const exchange = (n: number): Exchange => ({
  requestId: `req-${n}`,
  startedAt: '2025-11-21T14:00:00.000Z',
  durationMs: 5,
  request: { method: 'GET', url: `http://target/api/orders?page=${n}`, headers: {} },
  response: { status: 200, headers: {}, body: '{}' },
});

const collected = (over: Partial<CollectedTest>): CollectedTest => collectedTest({ durationMs: 10, ...over });

/** Failed by violations as violation() records them: [rule, received] each, documented "as documented". */
const violated = (...found: [string, string][]): Partial<CollectedTest> => ({
  status: 'failed',
  errors: found.map(([rule, received]) => `${rule}: received ${received}; documented as documented`),
  violations: found.map(([rule, received]) => ({ rule: rule as RuleId, received, documented: 'as documented' })),
});

const resultOf = (tests: CollectedTest[], id: string) => {
  const found = fold(catalogue, tests).rules.find((r) => r.id === id);
  if (!found) throw new Error(`no rule ${id}`);
  return found;
};

test.describe('fold: attribution', () => {
  test('a passed test passes each rule it names and keeps its request ids', () => {
    const tests = [
      collected({
        ruleIds: ['LEG-ORDERS-PER-PAGE-MAX', 'LEG-ORDERS-META-CONSISTENT'],
        evidence: [exchange(1), exchange(2), exchange(1)],
      }),
    ];
    for (const id of ['LEG-ORDERS-PER-PAGE-MAX', 'LEG-ORDERS-META-CONSISTENT']) {
      const result = resultOf(tests, id);
      expect(result.status).toBe('passed');
      expect(result.tests).toEqual([
        { title: 'a test', status: 'passed', durationMs: 10, requestIds: ['req-1', 'req-2'] },
      ]);
    }
  });

  test('a recorded violation fails its rule from the data, whatever the error message says', () => {
    const violations = [
      { rule: 'LEG-ORDERS-META-CONSISTENT' as const, received: 'meta.total 7', documented: 'meta consistent' },
    ];
    // The message is not parsed back: a wrapped or reworded error still counts for the recorded rule.
    const tests = [
      collected({
        ruleIds: ['LEG-ORDERS-PER-PAGE-MAX', 'LEG-ORDERS-META-CONSISTENT'],
        status: 'failed',
        errors: ['Error: something else went wrong'],
        violations,
      }),
    ];
    expect(resultOf(tests, 'LEG-ORDERS-META-CONSISTENT')).toMatchObject({
      status: 'failed',
      reason: 'LEG-ORDERS-META-CONSISTENT: received meta.total 7; documented meta consistent',
    });
    expect(resultOf(tests, 'LEG-ORDERS-PER-PAGE-MAX')).toMatchObject({
      status: 'skipped',
      reason: 'not checkable: LEG-ORDERS-META-CONSISTENT failed first',
    });
  });

  test('a violation fails its rule, with its line and the last 5 exchanges', () => {
    const evidence = [1, 2, 3, 4, 5, 6, 7].map(exchange);
    const result = resultOf(
      [
        collected({
          ruleIds: ['LEG-ORDERS-PER-PAGE-MAX'],
          ...violated(['LEG-ORDERS-PER-PAGE-MAX', '500 orders on one page']),
          evidence,
        }),
      ],
      'LEG-ORDERS-PER-PAGE-MAX',
    );
    const line = 'LEG-ORDERS-PER-PAGE-MAX: received 500 orders on one page; documented as documented';
    expect(result).toMatchObject({ status: 'failed', reason: line });
    expect(result.tests[0]).toMatchObject({ status: 'failed', cause: 'product', reason: line });
    expect(result.tests[0].evidence?.map((e) => e.requestId)).toEqual(['req-3', 'req-4', 'req-5', 'req-6', 'req-7']);
    expect(result.tests[0].requestIds).toHaveLength(7);
  });

  test('a failed precondition fails its own rule; the rules the test names are skipped as not checkable', () => {
    const tests = [
      collected({
        title: 'shape of orders',
        ruleIds: ['LEG-ORDERS-PER-PAGE-MAX', 'LEG-ORDERS-META-CONSISTENT'],
        ...violated(['LEG-RESPONSE-DATA', 'no data wrapper']),
        evidence: [exchange(1)],
      }),
    ];
    const precondition = resultOf(tests, 'LEG-RESPONSE-DATA');
    expect(precondition).toMatchObject({
      status: 'failed',
      reason: 'LEG-RESPONSE-DATA: received no data wrapper; documented as documented',
    });
    expect(precondition.tests.map((t) => t.title)).toEqual(['shape of orders']);
    expect(precondition.tests[0].evidence).toHaveLength(1);
    for (const id of ['LEG-ORDERS-PER-PAGE-MAX', 'LEG-ORDERS-META-CONSISTENT']) {
      const own = resultOf(tests, id);
      expect(own.status).toBe('skipped');
      expect(own.notChecked).toBeUndefined();
      expect(own.reason).toBe('not checkable: LEG-RESPONSE-DATA failed first');
      expect(own.tests[0]).toMatchObject({
        status: 'skipped',
        reason: 'not checkable: LEG-RESPONSE-DATA failed first',
      });
      expect(own.tests[0].evidence).toBeUndefined();
    }
  });

  test(
    'a violation judged apart fails its own rule; the rules of a test that ran to its end held (the 4xx ' +
      "seen, its body's shape failed)",
    () => {
      const tests = [
        collected({
          title: 'refusal',
          ruleIds: ['LEG-ORDERS-PER-PAGE-MAX'],
          ...violated(['LEG-RESPONSE-DATA', 'no data']),
          ranToEnd: true,
        }),
      ];
      expect(resultOf(tests, 'LEG-RESPONSE-DATA')).toMatchObject({ status: 'failed' });
      expect(resultOf(tests, 'LEG-ORDERS-PER-PAGE-MAX')).toMatchObject({
        status: 'passed',
        tests: [{ title: 'refusal', status: 'passed' }],
      });
      // Stopped by the violation instead: not checkable, as before.
      const stopped = [
        collected({
          title: 'refusal',
          ruleIds: ['LEG-ORDERS-PER-PAGE-MAX'],
          ...violated(['LEG-RESPONSE-DATA', 'no data']),
        }),
      ];
      expect(resultOf(stopped, 'LEG-ORDERS-PER-PAGE-MAX')).toMatchObject({
        status: 'skipped',
        reason: 'not checkable: LEG-RESPONSE-DATA failed first',
      });
    },
  );

  // Issue 41, item 5: a test that skipped after sending requests has its answers judged; a breach fails its rule.
  test('a test that skipped, then failed on a relation of its answers: it fails, its rules keep the skip', () => {
    const tests = [
      collected({
        title: 'skipped after its requests',
        ruleIds: ['LEG-ORDERS-PER-PAGE-MAX'],
        ...violated(['LEG-RESPONSE-DATA', '/data/orders/0/fiat_code "USD" for order "o-1"']),
        skipReason: 'the target lists fewer than two pages',
      }),
    ];
    expect(resultOf(tests, 'LEG-RESPONSE-DATA')).toMatchObject({ status: 'failed' });
    expect(resultOf(tests, 'LEG-ORDERS-PER-PAGE-MAX')).toMatchObject({
      status: 'skipped',
      reason: 'the target lists fewer than two pages',
    });
  });

  test('each violation of a result counts for its rule (soft checks)', () => {
    const tests = [
      collected({
        ruleIds: ['LEG-ORDERS-PER-PAGE-MAX', 'LEG-ORDERS-META-CONSISTENT'],
        ...violated(['LEG-ORDERS-META-CONSISTENT', 'total 3'], ['LEG-RESPONSE-DATA', 'no data']),
      }),
    ];
    expect(resultOf(tests, 'LEG-ORDERS-META-CONSISTENT')).toMatchObject({
      status: 'failed',
      reason: 'LEG-ORDERS-META-CONSISTENT: received total 3; documented as documented',
    });
    expect(resultOf(tests, 'LEG-RESPONSE-DATA')).toMatchObject({
      status: 'failed',
      reason: 'LEG-RESPONSE-DATA: received no data; documented as documented',
    });
    expect(resultOf(tests, 'LEG-ORDERS-PER-PAGE-MAX')).toMatchObject({
      status: 'skipped',
      reason: 'not checkable: LEG-ORDERS-META-CONSISTENT failed first',
    });
  });
});

test.describe('fold: whose failure', () => {
  const rules = ['LEG-ORDERS-PER-PAGE-MAX', 'LEG-ORDERS-META-CONSISTENT'];
  const note = {
    cause: 'server-error' as const,
    line: 'GET /api/orders answered 503 on 4 tries, and its control request GET /api/countries answered 503 too',
  };

  test('an environment note makes every rule the test names inconclusive, never failed, with the note', () => {
    const tests = [
      collected({
        ruleIds: rules,
        status: 'failed',
        errors: ['EnvironmentFailure: …'],
        environment: [note],
        evidence: [exchange(1)],
      }),
    ];
    for (const id of rules) {
      expect(resultOf(tests, id)).toMatchObject({
        status: 'inconclusive',
        reason: `inconclusive (server-error): ${note.line}`,
      });
      expect(resultOf(tests, id).tests[0]).toMatchObject({ status: 'failed', cause: 'environment' });
    }
  });

  test('a timed-out test is inconclusive', () => {
    const result = resultOf(
      [collected({ ruleIds: ['LEG-ORDERS-PER-PAGE-MAX'], status: 'timedOut', durationMs: 120_000 })],
      'LEG-ORDERS-PER-PAGE-MAX',
    );
    expect(result).toMatchObject({ status: 'inconclusive', reason: 'inconclusive: the test timed out after 120 s' });
  });

  test(
    "an error that is neither a violation nor the environment's is a suite error, whatever its message " + 'names',
    () => {
      for (const message of [
        'TypeError: cannot read properties of undefined',
        'LEG-ORDERS-PER-PAGE-MAX: a rule id at the start is not a verdict',
        'expect(received).toBe(expected)',
      ]) {
        const tests = [collected({ ruleIds: rules, status: 'failed', errors: [message] })];
        for (const id of rules)
          expect(resultOf(tests, id)).toMatchObject({ status: 'error', reason: `suite error: ${message}` });
      }
    },
  );

  test('a violation wins over an environment note: the target broke the rule before the environment failed', () => {
    const tests = [
      collected({
        ruleIds: ['LEG-ORDERS-PER-PAGE-MAX'],
        ...violated(['LEG-ORDERS-PER-PAGE-MAX', '500 orders']),
        environment: [note],
      }),
    ];
    expect(resultOf(tests, 'LEG-ORDERS-PER-PAGE-MAX').status).toBe('failed');
  });

  test('a failure beats a suite error, a suite error an inconclusive test, an inconclusive test a pass', () => {
    const passed = collected({ title: 'a', ruleIds: ['LEG-ORDERS-PER-PAGE-MAX'] });
    const inconclusive = collected({
      title: 'b',
      ruleIds: ['LEG-ORDERS-PER-PAGE-MAX'],
      status: 'failed',
      environment: [note],
    });
    const broken = collected({
      title: 'c',
      ruleIds: ['LEG-ORDERS-PER-PAGE-MAX'],
      status: 'failed',
      errors: ['TypeError: x'],
    });
    const failed = collected({
      title: 'd',
      ruleIds: ['LEG-ORDERS-PER-PAGE-MAX'],
      ...violated(['LEG-ORDERS-PER-PAGE-MAX', '500 orders']),
    });
    const status = (tests: CollectedTest[]) => resultOf(tests, 'LEG-ORDERS-PER-PAGE-MAX').status;
    expect(status([passed, inconclusive])).toBe('inconclusive');
    expect(status([passed, inconclusive, broken])).toBe('error');
    expect(status([passed, inconclusive, broken, failed])).toBe('failed');
  });
});

test.describe('fold: rule status', () => {
  test('a failed MUST rule is failed; a failed SHOULD or ASSUMED rule is a warning with the first message', () => {
    const tests = [
      collected({ title: 'b', ruleIds: ['NAT-QUOTE-TTL'], ...violated(['NAT-QUOTE-TTL', 'second']) }),
      collected({ title: 'a', ruleIds: ['NAT-QUOTE-TTL'], ...violated(['NAT-QUOTE-TTL', 'first']) }),
      collected({
        ruleIds: ['LEG-PRICES-RATE-LIMITED'],
        ...violated(['LEG-PRICES-RATE-LIMITED', 'no 429 in 120 requests']),
      }),
      collected({ ruleIds: ['LEG-ORDERS-PER-PAGE-MAX'], ...violated(['LEG-ORDERS-PER-PAGE-MAX', '500 orders']) }),
    ];
    expect(resultOf(tests, 'NAT-QUOTE-TTL')).toMatchObject({
      status: 'warning',
      reason: 'NAT-QUOTE-TTL: received first; documented as documented',
    });
    expect(resultOf(tests, 'LEG-PRICES-RATE-LIMITED')).toMatchObject({
      status: 'warning',
      reason: 'LEG-PRICES-RATE-LIMITED: received no 429 in 120 requests; documented as documented',
    });
    expect(resultOf(tests, 'LEG-ORDERS-PER-PAGE-MAX')).toMatchObject({ status: 'failed' });
  });

  test('one failing test fails the rule even when others pass', () => {
    const tests = [
      collected({ title: 'passes', ruleIds: ['LEG-ORDERS-PER-PAGE-MAX'] }),
      collected({
        title: 'fails',
        ruleIds: ['LEG-ORDERS-PER-PAGE-MAX'],
        ...violated(['LEG-ORDERS-PER-PAGE-MAX', '500 orders']),
      }),
    ];
    const result = resultOf(tests, 'LEG-ORDERS-PER-PAGE-MAX');
    expect(result.status).toBe('failed');
    expect(result.tests.map((t) => t.status).sort()).toEqual(['failed', 'passed']);
  });

  test(
    'some tests passed and some skipped is partially checked, never passed, with the skips counted and the ' +
      'first reason',
    () => {
      const tests = [
        collected({
          title: 'a skipped',
          ruleIds: ['LEG-ORDERS-PER-PAGE-MAX'],
          status: 'skipped',
          skipReason: 'needs the clock capability',
        }),
        collected({ title: 'b passed', ruleIds: ['LEG-ORDERS-PER-PAGE-MAX'] }),
        collected({ title: 'c passed', ruleIds: ['LEG-ORDERS-PER-PAGE-MAX'] }),
      ];
      const result = resultOf(tests, 'LEG-ORDERS-PER-PAGE-MAX');
      expect(result).toMatchObject({
        status: 'partially-checked',
        reason: '1 of 3 tests skipped: needs the clock capability',
      });
      expect(result.tests.map((t) => t.status)).toEqual(['skipped', 'passed', 'passed']);
      const allPassed = resultOf(tests.slice(1), 'LEG-ORDERS-PER-PAGE-MAX');
      expect([allPassed.status, allPassed.reason]).toEqual(['passed', undefined]);
    },
  );

  test('a rule whose tests were all skipped is skipped with the reason', () => {
    const tests = [
      collected({
        ruleIds: ['LEG-ORDERS-PER-PAGE-MAX'],
        status: 'skipped',
        skipReason: 'refused in production: creates orders',
      }),
    ];
    const result = resultOf(tests, 'LEG-ORDERS-PER-PAGE-MAX');
    expect(result).toMatchObject({ status: 'skipped', reason: 'refused in production: creates orders' });
    expect(result.notChecked).toBeUndefined();
    expect(
      resultOf([collected({ ruleIds: ['LEG-ORDERS-PER-PAGE-MAX'], status: 'skipped' })], 'LEG-ORDERS-PER-PAGE-MAX')
        .reason,
    ).toBe('skipped without a reason');
    expect(
      resultOf([collected({ ruleIds: ['LEG-ORDERS-PER-PAGE-MAX'], status: 'interrupted' })], 'LEG-ORDERS-PER-PAGE-MAX'),
    ).toMatchObject({
      status: 'skipped',
      reason: 'interrupted before it finished',
    });
  });

  test('a rule no test names is not checked, with the catalogue reason when it has one', () => {
    const folded = fold(catalogue, []);
    expect(folded.rules.find((r) => r.id === 'LEG-SUPPORTED-AGENTS')).toMatchObject({
      status: 'skipped',
      notChecked: true,
      reason: "not checked: a partner's obligation",
      tests: [],
    });
    expect(folded.rules.find((r) => r.id === 'LEG-ORDERS-PER-PAGE-MAX')).toMatchObject({
      status: 'skipped',
      notChecked: true,
      reason: 'not checked: no test checks this rule',
    });
  });

  test('rules keep the catalogue order and the summary counts each status', () => {
    const folded = fold(catalogue, [
      collected({ ruleIds: ['LEG-RESPONSE-DATA'] }),
      collected({ ruleIds: ['LEG-ORDERS-PER-PAGE-MAX'], ...violated(['LEG-ORDERS-PER-PAGE-MAX', 'x']) }),
      collected({ ruleIds: ['NAT-QUOTE-TTL'], ...violated(['NAT-QUOTE-TTL', 'x']) }),
      collected({ ruleIds: ['LEG-ORDERS-META-CONSISTENT'], status: 'skipped', skipReason: 'why' }),
      collected({ ruleIds: ['LEG-ORDERS-META-CONSISTENT'] }),
      collected({ ruleIds: ['LEG-PRICES-RATE-LIMITED'], status: 'timedOut' }),
    ]);
    expect(folded.rules.map((r) => r.id)).toEqual(catalogue.map((r) => r.id));
    expect(folded.summary).toEqual({
      rules: 6,
      passed: 1,
      partiallyChecked: 1,
      failed: 1,
      skipped: 0,
      warnings: 1,
      waived: 0,
      inconclusive: 1,
      errors: 0,
      notChecked: 1,
    });
  });
});

test.describe('fold: what counts for no rule', () => {
  test('ids the catalogue does not know are collected once, sorted', () => {
    const folded = fold(catalogue, [
      collected({ title: 'a', ruleIds: ['LEG-NOPE', 'LEG-RESPONSE-DATA'] }),
      collected({ title: 'b', ruleIds: ['LEG-NOPE', 'AAA-ALSO-UNKNOWN'] }),
    ]);
    expect(folded.unknownRuleIds).toEqual(['AAA-ALSO-UNKNOWN', 'LEG-NOPE']);
    expect(folded.rules.find((r) => r.id === 'LEG-RESPONSE-DATA')?.status).toBe('passed');
  });

  test('tests that name no known rule are listed apart, failures included', () => {
    const folded = fold(catalogue, [
      collected({ title: 'setup check', status: 'failed', errors: ['Error: ECONNREFUSED'] }),
      collected({ title: 'typo', ruleIds: ['LEG-NOPE'] }),
      collected({ title: 'precondition', ...violated(['LEG-RESPONSE-DATA', 'no data']) }),
    ]);
    expect(folded.testsWithoutRule.map((t) => [t.title, t.status, t.reason])).toEqual([
      ['setup check', 'failed', 'suite error: Error: ECONNREFUSED'],
      ['typo', 'passed', undefined],
    ]);
    expect(folded.rules.find((r) => r.id === 'LEG-RESPONSE-DATA')?.status).toBe('failed');
  });
});

test.describe('errorLine', () => {
  test('keeps the first line, without the class name Playwright adds or terminal colours', () => {
    expect(errorLine({ message: 'Error: LEG-ORDERS-PER-PAGE-MAX: received 500 orders\n    at x.ts:1' })).toBe(
      'LEG-ORDERS-PER-PAGE-MAX: received 500 orders',
    );
    expect(errorLine({ message: '\u001b[31mRuleViolation: LEG-RESPONSE-DATA: no data\u001b[39m' })).toBe(
      'LEG-RESPONSE-DATA: no data',
    );
    expect(
      errorLine({ message: 'Error: LEG-AUTH-WRONG: served an unknown credential\n\nexpect(received).toBe(expected)' }),
    ).toBe('LEG-AUTH-WRONG: served an unknown credential');
    expect(errorLine({ message: 'Test timeout of 30000ms exceeded.' })).toBe('Test timeout of 30000ms exceeded.');
    expect(errorLine({ value: "'thrown string'" })).toBe("'thrown string'");
  });
});

test('an error outside any test says where it happened', () => {
  const error = {
    message: "Error: Cannot find module '../../kit/validation'",
    location: { file: '/repo/suites/a.spec.ts', line: 5, column: 1 },
  };
  expect(runErrorLine(error, '/repo')).toBe("Cannot find module '../../kit/validation' (suites/a.spec.ts:5)");
  expect(runErrorLine({}, '/repo')).toBe('an error without a message');
});

test(
  'a test that passed without making a check leaves its rules not checked, never passed (zero cases is no ' + 'pass)',
  () => {
    const vacuous = collected({ title: 'loops over nothing', ruleIds: ['LEG-RESPONSE-DATA'], checks: 0 });
    const alone = resultOf([vacuous], 'LEG-RESPONSE-DATA');
    expect(alone.status).toBe('skipped');
    expect(alone.reason).toMatch(/^not checked: the test ended without making a check/);
    // Beside a test that checked, the rule is partly checked, and says why.
    const checked = collected({ title: 'checks', ruleIds: ['LEG-RESPONSE-DATA'], checks: 2, evidence: [exchange(1)] });
    expect(resultOf([vacuous, checked], 'LEG-RESPONSE-DATA').status).toBe('partially-checked');
    // Where tests do not count their checks (undefined), a pass stays a pass.
    expect(resultOf([collected({ ruleIds: ['LEG-RESPONSE-DATA'] })], 'LEG-RESPONSE-DATA').status).toBe('passed');
  },
);

// Issue 34, item 7: a reason reads as one sentence: what was sent, what the document says, what came back.
test('a violation that names the answer it judged reads: sent, documented, received', () => {
  const failed = collected({
    status: 'failed',
    ruleIds: ['LEG-ORDERS-PER-PAGE-MAX'],
    evidence: [exchange(1), exchange(2)],
    violations: [
      {
        rule: 'LEG-ORDERS-PER-PAGE-MAX',
        received: '500 orders',
        documented: 'at most 200 (Limits)',
        requestId: 'req-2',
      },
    ],
  });
  expect(resultOf([failed], 'LEG-ORDERS-PER-PAGE-MAX').reason).toBe(
    'LEG-ORDERS-PER-PAGE-MAX: sent GET /api/orders?page=2; documented at most 200 (Limits); received 500 orders',
  );
  // An answer not in the evidence (or none named): the reason as before, nothing guessed.
  const unnamed = collected({ ...failed, violations: [{ ...failed.violations[0], requestId: 'req-9' }] });
  expect(resultOf([unnamed], 'LEG-ORDERS-PER-PAGE-MAX').reason).toBe(
    'LEG-ORDERS-PER-PAGE-MAX: received 500 orders; documented at most 200 (Limits)',
  );
});

test('expectRule records the answer its received text describes, and only that one', () => {
  const answer = (requestId: string) => ({
    status: 500,
    headers: {},
    text: '{}',
    json: {},
    contentType: 'application/json',
    url: 'http://t/api/x',
    requestId,
  });
  const recorded = () => violationsIn(test.info().annotations);
  answerLine(answer('described-before'));
  expect(() => expectRule('LEG-RESPONSE-DATA', false, () => answerLine(answer('judged')), 'a 200')).toThrow();
  expect(() => expectRule('LEG-RESPONSE-DATA', false, () => 'no answer named', 'a 200')).toThrow();
  expect(recorded().map((violation) => violation.requestId)).toEqual(['judged', undefined]);
  test.info().annotations.length = 0;
});

test('a shape violation records the answer it judged and reads as one sentence: each field once a half', () => {
  const answer = {
    status: 422,
    headers: {},
    text: '{"errors":[{}]}',
    json: { errors: [{}] },
    contentType: 'application/json',
    url: 'http://t/api/orders',
    requestId: 'req-1',
  };
  const problems = validateResource('legacy/create-order-errors.json', answer.json);
  expect(() => expectShape('LEG-ORDERS-PER-PAGE-MAX', answer, problems, 'the 422 body of POST /api/orders')).toThrow(
    'LEG-ORDERS-PER-PAGE-MAX: received /errors an array of 1; documented the 422 body of POST /api/orders: ' +
      '/errors object',
  );
  const [recorded] = violationsIn(test.info().annotations);
  test.info().annotations.length = 0;
  // The problems stay data (a waiver matches their pointers), and the answer judged is named.
  expect([recorded.requestId, recorded.problems]).toEqual([
    'req-1',
    [{ pointer: '/errors', received: 'an array of 1', documented: 'object' }],
  ]);
  const failed = collected({
    status: 'failed',
    ruleIds: ['LEG-ORDERS-PER-PAGE-MAX'],
    evidence: [exchange(1)],
    violations: [recorded],
  });
  expect(resultOf([failed], 'LEG-ORDERS-PER-PAGE-MAX').reason).toBe(
    'LEG-ORDERS-PER-PAGE-MAX: sent GET /api/orders?page=1; documented the 422 body of POST /api/orders: ' +
      '/errors object; received /errors an array of 1',
  );
});
