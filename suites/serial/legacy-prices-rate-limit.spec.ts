import { test } from '../../kit/fixtures';
import { audit } from '../../kit/audit-rule';
import { expectRule, answerLine } from '../../kit/checks/violation';
import { retryAfterMs } from '../../kit/http/backoff';
import type { Answer } from '../../kit/http/surface-client';

// A clock and rate-limit windows of its own where the target offers clock scopes (kit/control/clock-scopes.ts): then
// it runs beside the rest.
test.use({ ownClock: true });

// Endpoints › GET /api/prices: "it is rate limited"; the number is not shown (ASSUME-PRICES-RATE-LIMIT).
// Has the limit to itself (the run's other price requests wait until it ends), so its burst starves nobody.
test(
  ...audit('LEG-PRICES-RATE-LIMITED', async ({ legacyIn, target, control, budgets }) => {
    // Outside the suite's own budget (ASSUME-PRICES-BUDGET), which this burst must exceed; the run's other price
    // requests wait until this test ends, unless it has a clock scope, whose windows the burst fills alone.
    const legacy = legacyIn(target.env, { budget: false });
    const alone = <T>(body: () => Promise<T>) =>
      control.clockScope ? body() : budgets('prices', target.env).alone(body);
    await alone(async () => {
      const { fiat, coin } = target.legacy.sample;
      const probe = target.legacy.pricesRateProbe;
      let limited: { answer: Answer; sent: number } | undefined;
      for (let sent = 1; sent <= probe && !limited; sent++) {
        const answer = await legacy.get('/api/prices', { query: { source: fiat, target: coin }, retryOn429: false });
        if (answer.status === 429) limited = { answer, sent };
        else
          expectRule(
            'LEG-PRICES-RATE-LIMITED',
            answer.status === 200,
            () => `${answerLine(answer)} at request ${sent}`,
            'prices answered 200 until the rate limit',
          );
      }
      expectRule(
        'LEG-PRICES-RATE-LIMITED',
        Boolean(limited),
        () => `no 429 in ${probe} requests`,
        `429 within LEGACY_PRICES_RATE_PROBE=${probe} requests`,
      );
      const retryAfter = limited!.answer.headers['retry-after'];
      test.info().annotations.push({
        type: 'observed',
        description: `429 after ${limited!.sent} requests; Retry-After ${retryAfter ?? 'absent'}`,
      });
      // ASSUME-RETRY-AFTER: optional; when present, seconds or an HTTP date.
      expectRule(
        'LEG-PRICES-RATE-LIMITED',
        retryAfter === undefined || retryAfterMs(retryAfter) !== undefined,
        () => `Retry-After ${JSON.stringify(retryAfter)}`,
        'Retry-After, when present, in seconds or an HTTP date',
      );
      // Leave the target as found: let the window pass on the control clock, or in real time when asked to.
      const windowSeconds = Math.ceil((retryAfterMs(retryAfter) ?? 60_000) / 1000);
      if (control.has('clock')) await control.advanceClock(windowSeconds);
      else if (target.realTime) await new Promise((resolve) => setTimeout(resolve, windowSeconds * 1000));
      else
        test.info().annotations.push({
          type: 'observed',
          description: `the target stays rate limited for about ${windowSeconds} s`,
        });
    });
  }),
);
