import { test, expect } from '@playwright/test';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { applyWaivers } from '../../reporters/waivers';
import { readWaivers, type Waiver } from '../../kit/config/waivers';
import { ConfigError } from '../../kit/config/config-error';
import type { CollectedTest } from '../../reporters/collected-test';
import type { RuleResult } from '../../reporters/model';
import type { RuleId } from '../../rules';
import { shapeSentence, type SchemaProblem } from '../../kit/validation';
import { exitStatus } from '../../reporters/exit-status';
import { PACKAGE_ROOT } from '../../kit/package-root';
import { waiverScope } from '../../reporters/certification-markdown';

/** Two unpaid orders' payment_type null, as a schema check finds them. */
const nullPaymentTypes: SchemaProblem[] = [0, 3].map((index) => ({
  pointer: `/data/orders/${index}/payment_type`,
  received: 'null',
  documented: 'string',
}));
/** The received half of the sentence expectShape records for them: what a waiver by `received` names. */
const received = shapeSentence(nullPaymentTypes, 'the schema').received;
const failed = (id: string, title = 'shape of the bulk list'): RuleResult => ({
  id,
  title: id,
  level: 'MUST',
  surface: 'legacy',
  source: 's',
  status: 'failed',
  reason: `${id}: received …`,
  tests: [{ title, status: 'failed', durationMs: 1, requestIds: ['r-1'], reason: `${id}: received …` }],
});
/** A schema violation as expectShape records it: the sentence's halves, and each problem as data. */
const ran = (title: string, rule: string, problems: SchemaProblem[]): CollectedTest => ({
  title,
  ruleIds: [rule],
  status: 'failed',
  durationMs: 1,
  errors: [],
  environment: [],
  evidence: [],
  drift: [],
  observations: [],
  violations: [{ rule: rule as RuleId, ...shapeSentence(problems, 'the schema'), problems }],
});
const waiver = (extra: Partial<Waiver> = {}): Waiver => ({
  rule: 'LEG-ORDERS-LIST-SHAPE',
  reason: 'null while unpaid',
  owner: 'team',
  expires: '2026-12-31',
  ...extra,
});
const apply = (waivers: Waiver[], got = nullPaymentTypes, today = '2026-11-24') =>
  applyWaivers(
    [failed('LEG-ORDERS-LIST-SHAPE')],
    [ran('shape of the bulk list', 'LEG-ORDERS-LIST-SHAPE', got)],
    waivers,
    today,
  );

test('a failure a waiver in force covers is waived with its reason, and does not fail the run', () => {
  const { rules, waivers } = apply([waiver({ pointer: '/data/orders/*/payment_type' })]);
  expect(rules[0].status).toBe('waived');
  expect(rules[0].reason).toMatch(
    /^waived until 2026-12-31 \(team\): null while unpaid; the failure: LEG-ORDERS-LIST-SHAPE/,
  );
  expect(waivers.map((w) => w.state)).toEqual(['applied']);
  expect(exitStatus('failed', rules, [])).toBe('passed');
});

test('the day after it expires, the rule fails again and says so', () => {
  const { rules, waivers } = apply([waiver({ scope: 'rule' })], nullPaymentTypes, '2027-01-01');
  expect([rules[0].status, rules[0].reason]).toEqual([
    'failed',
    'LEG-ORDERS-LIST-SHAPE: received … (its waiver expired on 2026-12-31)',
  ]);
  expect(waivers[0].state).toBe('expired');
  expect(apply([waiver({ scope: 'rule' })], nullPaymentTypes, '2026-12-31').rules[0].status).toBe('waived');
});

test('when the failure changes (another field, another value, another test), the rule fails again', () => {
  const otherField = [...nullPaymentTypes, { pointer: '/data/orders/1/fee', received: 'null', documented: 'string' }];
  expect(apply([waiver({ pointer: '/data/orders/*/payment_type' })], otherField).rules[0].status).toBe('failed');
  expect(apply([waiver({ received: 'exactly this' })]).rules[0].status).toBe('failed');
  // A waiver by value names the received half of a shape reason whole.
  expect(received).toBe('/data/orders/0/payment_type null (also in 1 more item)');
  expect(apply([waiver({ received })]).rules[0].status).toBe('waived');
  expect(apply([waiver({ test: 'another test', scope: 'rule' })]).rules[0].status).toBe('failed');
  // Two waivers of the rule cover the two fields between them; the rule names both.
  const both = apply(
    [
      waiver({ pointer: '/data/orders/*/payment_type' }),
      waiver({ pointer: '/data/orders/*/fee', reason: 'fee null while unpaid' }),
    ],
    otherField,
  );
  expect([both.rules[0].status, both.waivers.map((w) => w.state)]).toEqual(['waived', ['applied', 'applied']]);
  expect(both.rules[0].reason).toContain('(and 1 more waiver)');
  const unused = apply([waiver({ rule: 'LEG-COINS-SHAPE', scope: 'rule' })]);
  expect([unused.rules[0].status, unused.waivers[0].state]).toEqual(['failed', 'unused']);
});

test('a waiver file is validated by its schema and the catalogue: a wrong one is one line', () => {
  const dir = mkdtempSync(join(tmpdir(), 'waivers-'));
  const write = (content: unknown) => {
    const file = join(dir, `${Math.random()}.json`);
    writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
    return file;
  };
  expect(readWaivers(join(PACKAGE_ROOT, 'waivers', 'real-service-deviations.json')).length).toBeGreaterThan(0);
  const wrong = [
    ['{ not json', /CONFORMANCE_WAIVERS .*: /],
    [{ waivers: [{ rule: 'LEG-COINS-SHAPE', reason: 'r', owner: 'o' }] }, /must have required property 'expires'/],
    [{ waivers: [{ ...waiver(), expires: '31/12/2026' }] }, /expires must match format "date"|must match pattern/],
    [{ waivers: [{ ...waiver(), received: 'a', pointer: '/a' }] }, /must NOT be valid/],
    [{ waivers: [waiver({ rule: 'LEG-NO-SUCH-RULE', scope: 'rule' })] }, /unknown rule id LEG-NO-SUCH-RULE/],
    [
      { waivers: [waiver({ pointer: '/a' }), waiver()] },
      new RegExp(
        /\/waivers\/1 \(LEG-ORDERS-LIST-SHAPE\) names no pointer or received value; /.source +
          /a waiver of every failure of the rule needs "scope": "rule"$/.source,
      ),
    ],
    [{ waivers: [waiver({ test: 'shape' })] }, /names no pointer or received value/],
    [{ waivers: [waiver({ scope: 'rule', pointer: '/a' })] }, /must NOT be valid/],
  ] as const;
  for (const [content, message] of wrong) {
    let error: unknown;
    try {
      readWaivers(write(content));
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain('\n');
  }
});

test(
  "a rule-wide waiver is shown as such: in the rule's reason (HTML, terminal, conformance.json) and in the " +
    'checklist',
  () => {
    const { rules, waivers } = apply([waiver({ scope: 'rule' })]);
    expect(rules[0].status).toBe('waived');
    expect(rules[0].reason).toMatch(/^waived the whole rule \(scope: rule\) until 2026-12-31/);
    expect(rules[0].waiver?.scope).toBe('rule');
    expect(waivers[0]).toMatchObject({ scope: 'rule', state: 'applied' });
    expect(waiverScope(waivers[0])).toBe('the whole rule (scope: rule)');
    expect(waiverScope(waiver({ pointer: '/data/orders/*/fee' }))).toBe('at /data/orders/*/fee');
    // Narrowed waivers say nothing of a scope.
    expect(apply([waiver({ pointer: '/data/orders/*/payment_type' })]).rules[0].reason).toMatch(/^waived until /);
  },
);
