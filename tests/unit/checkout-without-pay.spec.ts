import { test, expect } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMock } from '../../mock/service';
import { mockReadingOf, type MockReading } from '../../mock/readings';
import { conformanceRun, mockTargetEnv } from '../mock-target';

/**
 * Issue 27, item 1: a faithful service whose checkout page has no "Pay" button (the document names no control) ended
 * HC-CHECKOUT-STALE-SESSION in a suite error (the click timed out), and the run exited 4. Now the row reads otherwise.
 */
test(
  'a checkout page without a Pay button: the rule is skipped as ASSUME-HC-STALE-SESSION not confirmed, no ' +
    'suite error, exit 0',
  async () => {
    test.setTimeout(120_000);
    const running = await startMock({
      ports: { sandbox: 0, production: 0, control: 0 },
      readings: [mockReadingOf('ASSUME-HC-STALE-SESSION=no-pay-button') as MockReading],
    });
    try {
      const port = (url: string) => Number(new URL(url).port);
      const { status, report } = await conformanceRun(mkdtempSync(join(tmpdir(), 'conformance-no-pay-')), {
        ...mockTargetEnv(port(running.urls.sandbox)),
        PRODUCTION_BASE_URL: running.urls.production,
        CONTROL_URL: running.urls.control,
        // With a rule that is checked beside it: a run whose every test skipped checks nothing, and exits 2 (issue 44).
        CONFORMANCE_RULES: 'HC-CHECKOUT-STALE-SESSION,LEG-COINS-SHAPE',
        CONFORMANCE_TIMEOUT_MS: '3000',
      });
      const rule = report.rules.find((candidate) => candidate.id === 'HC-CHECKOUT-STALE-SESSION')!;
      expect(rule.status, rule.reason).toBe('skipped');
      const notConfirmed = /^ASSUME-HC-STALE-SESSION not confirmed: /;
      const noPay = /the checkout page has no button named Pay to submit \(buttons: \["Confirm"\]\)/;
      expect(rule.reason).toMatch(new RegExp(notConfirmed.source + noPay.source));
      expect(report.assumptions.find((row) => row.id === 'ASSUME-HC-STALE-SESSION')).toMatchObject({
        status: 'not-confirmed',
        observed: ['no Pay button'],
      });
      expect(report.summary.errors).toBe(0);
      expect(status).toBe(0);
    } finally {
      await running.close();
    }
  },
);
