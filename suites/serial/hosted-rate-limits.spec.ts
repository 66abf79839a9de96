import { test } from '../../kit/fixtures';
import { audit } from '../../kit/audit-rule';
import { answerLine, expectRule } from '../../kit/checks/violation';
import { waitOn } from '../../kit/control/wait';
import { environmentFailure } from '../../kit/http/environment-failure';
import { buyBody, incompleteBuyBody } from '../../kit/hosted/buy';
import { writesRefused } from '../../kit/config/writes';
import type { EnvName } from '../../kit/config/target-config';
import type { RuleId } from '../../rules';

// A clock and rate-limit windows of its own where the target offers clock scopes (kit/control/clock-scopes.ts): then
// it runs beside the rest.
test.use({ ownClock: true });

// Limits: 120 requests a minute per merchant account in sandbox, 500 a minute per IP in production (429 on
// excess). Has the limit to itself (the run's other requests under it wait), on the control clock after everything
// else. Requests are buys without externalCustomerId:
// refused, so nothing is created; a target that counts only the requests it serves is burst again, in sandbox,
// with buys it serves. A real service may count in fixed windows that a burst straddles, so the 429 may come up
// to one limit later; never before (ASSUME-HC-RATE-COUNTING). An early 429 counts only when it holds (the requests
// right after it are refused too) and a second minute repeats it: other traffic's 429s are single and fall anywhere.
const limits: { env: EnvName; rule: RuleId; limit: number }[] = [
  { env: 'sandbox', rule: 'HC-RATE-LIMIT-SANDBOX', limit: 120 },
  { env: 'production', rule: 'HC-RATE-LIMIT-PRODUCTION', limit: 500 },
];

/** Refusals right after an early 429 that show a limit reached, not one request of other traffic refused. */
const HELD_REFUSALS = 2;

for (const { env, rule, limit } of limits) {
  test(
    ...audit(rule, 'ASSUME-HC-RATE-COUNTING', async ({ hostedIn, control, target, data, budgets }) => {
      const burst = hostedIn(env, { budget: false });
      const refused = writesRefused(target, env, 'uses up the production rate limit for a minute');
      test.skip(Boolean(refused), refused);
      const wait = waitOn(control, target, test.info());
      // The run's other requests under this limit wait until this test ends: the burst would refuse them. In a clock
      // scope of its own the burst fills the scope's windows only.
      const alone = <T>(body: () => Promise<T>) => (control.clockScope ? body() : budgets('hosted', env).alone(body));
      await alone(async () => {
        const limited = async (body: Record<string, unknown>) =>
          (await burst.post('/buy', { json: body, retryOn429: false })).status === 429;
        /**
         * The request of a fresh window of our own at which the first 429 came, if one did; an early one only where
         * the next requests are refused as well, as a limit reached refuses the rest of its minute.
         */
        const firstLimited = async (body: Record<string, unknown>) => {
          await wait(61);
          for (let sent = 1; sent <= 2 * limit; sent++) {
            if (!(await limited(body))) continue;
            if (sent > limit) return sent;
            let held = 0;
            while (held < HELD_REFUSALS && (await limited(body))) held++;
            if (held === HELD_REFUSALS) return sent;
            sent += held + 1;
          }
          return undefined;
        };
        const body = incompleteBuyBody(target);
        let burstBody = body;
        let limitedAt = await firstLimited(body);
        let counted = 'every request';
        if (limitedAt === undefined) {
          // Refused requests may not count: where creating is cheap (sandbox), the same burst of buys the target
          // serves.
          test.skip(
            env !== 'sandbox',
            `no 429 in ${2 * limit} refused buys: ${env} has no rate limit, or counts only the buys it ` +
              `serves, which the suite does not create in ${env} (ASSUME-HC-RATE-COUNTING)`,
          );
          burstBody = buyBody(target, data);
          limitedAt = await firstLimited(burstBody);
          counted = 'served requests only';
        }
        if (limitedAt !== undefined && limitedAt <= limit) {
          // An early 429 may be other traffic's, which shares the limit: the target's own comes at the same request
          // again.
          const again = await firstLimited(burstBody);
          if (again !== limitedAt)
            environmentFailure(
              'rate-limited',
              `first 429 at request ${limitedAt}, then at ${again ?? 'none'} in a fresh minute: 429s of other ` +
                `traffic sharing the limit`,
            );
        }
        test.info().annotations.push({
          type: 'observed',
          description: `first 429 in ${env} at request ${limitedAt ?? 'none'}, counting ${counted}`,
        });
        expectRule(
          rule,
          limitedAt === undefined || limitedAt > limit,
          () => `429 at request ${limitedAt} in a minute`,
          `${limit} requests a minute in ${env} (Limits)`,
        );
        expectRule(
          rule,
          limitedAt !== undefined,
          () => `no 429 in ${2 * limit} requests`,
          `429 past ${limit} requests a minute in ${env} (Limits)`,
        );
        // Back off and retry (Errors › HTTP status): the kit waits as Retry-After asks, on the control clock here.
        const recovering = hostedIn(env, { budget: false, sleep: (ms) => wait(Math.ceil(ms / 1000)) });
        const after = await recovering.post('/buy', { json: body });
        expectRule(
          rule,
          after.status !== 429,
          () => `${answerLine(after)} after backing off as Retry-After asked`,
          'requests answered again once the minute has passed',
        );
      });
    }),
  );
}
