import { test, expect } from '@playwright/test';
import { certificationChecklist } from '../../reporters/certification-checklist';
import { renderCertificationMarkdown } from '../../reporters/certification-markdown';
import { checklistSection } from '../../reporters/html/checklist-section';
import { sampleReport } from '../../reporters/sample-report';

test('the checklist holds every MUST and SHOULD rule, the assumed ones apart, and what reached no verdict', () => {
  const checklist = certificationChecklist(sampleReport());
  expect(checklist.documented.map((r) => `${r.id} ${r.result}`)).toEqual([
    'LEG-ORDERS-PER-PAGE-MAX failed',
    'LEG-RESPONSE-DATA passed',
    'LEG-CHECKOUT-URL-EXPIRES skipped',
    'LEG-SUPPORTED-AGENTS not checked',
    'LEG-ENV-SANDBOX-ON-PRODUCTION partially checked',
    'NAT-QUOTE-TTL passed',
  ]);
  // a warning is a failure on a checklist
  expect(checklist.assumed.map((r) => `${r.id} ${r.result}`)).toEqual(['LEG-PRICES-RATE-LIMITED failed']);
  // Partly checked is no verdict either: listed with what was skipped.
  expect(checklist.notChecked.map((r) => r.id)).toEqual([
    'LEG-CHECKOUT-URL-EXPIRES',
    'LEG-SUPPORTED-AGENTS',
    'LEG-ENV-SANDBOX-ON-PRODUCTION',
  ]);
  expect(checklist.documented.find((r) => r.result === 'passed')?.reason).toBeUndefined();
});

test('the checklist section prints: rules with result and section, assumption values, reasons, a sign-off line', () => {
  const out = checklistSection(sampleReport()).text;
  expect(out).toContain('id="checklist"');
  expect(out).toContain('<button type="button" class="print"');
  expect(out).toContain('<tr data-result="not checked"><td><span class="badge not-checked">not checked</span></td>');
  expect(out).toContain('<code>ASSUME-PRICES-RATE-LIMIT</code>');
  expect(out).toContain('needs the clock capability of the test-control API');
  expect(out).toContain('Reviewed by:');
});

test('certification.md carries the same checklist as the page', () => {
  const out = renderCertificationMarkdown(sampleReport());
  expect(out).toContain('# Certification checklist — sandbox http://127.0.0.1:4010 (the embedded reference mock)');
  expect(out).toContain(
    "**This run went to the embedded reference mock, not to a partner's service: it certifies no service.**",
  );
  expect(out).toContain('Run failed, started 2025-11-21T14:00:00.000Z, seed 12345, suite 0.1.0.');
  expect(out).toContain('## Documented rules (MUST and SHOULD): 6');
  expect(out).toContain(
    '7 rules: 2 passed, 1 partially checked, 1 failed, 1 warning, 0 waived, 0 inconclusive, 0 suite errors, 1 ' +
      'skipped, 1 not checked.',
  );
  expect(out).toContain(
    '- LEG-ENV-SANDBOX-ON-PRODUCTION (MUST, partially checked): 1 of 2 tests skipped: needs PRODUCTION_HMAC_KEY',
  );
  expect(out).toMatch(/^\| failed \| LEG-ORDERS-PER-PAGE-MAX \| MUST \| MUST never return more than 200 orders/m);
  expect(out).toContain(
    '| ASSUME-PRICES-RATE-LIMIT | GET /api/prices answers 429 within this many requests in a minute | ' +
      'LEGACY_PRICES_RATE_PROBE=120 | default | no-evidence |',
  );
  expect(out).toContain(
    '| ASSUME-LEG-AUTH | What follows "Bearer": the credential itself, or the signed token the public SDKs ' +
      'send | static | profile | not confirmed: reads signed (LEGACY_AUTH=signed) |',
  );
  expect(out).toContain('- LEG-SUPPORTED-AGENTS (MUST, not checked): not checked: a partner');
  expect(out).toContain('Reviewed by:');
});
