import { test } from '../../kit/fixtures';
import { checking } from '../../kit/checking';
import { expectStatus } from '../../kit/checks/response';
import type { EnvName } from '../../kit/config/target-config';
import type { RuleId } from '../../rules';

// Authentication, rule 2: sandbox credentials fail against production and the reverse (401). Read-only requests only.
const mismatches: { rule: RuleId; title: string; env: EnvName; credentialOf: EnvName }[] = [
  { rule: 'LEG-ENV-SANDBOX-ON-PRODUCTION', title: 'MUST refuse a sandbox credential in production with 401', env: 'production', credentialOf: 'sandbox' },
  { rule: 'LEG-ENV-PRODUCTION-ON-SANDBOX', title: 'MUST refuse a production credential in sandbox with 401', env: 'sandbox', credentialOf: 'production' },
];

for (const { rule, title, env, credentialOf } of mismatches) {
  test(title, checking(rule), async ({ legacyIn }) => {
    const answer = await legacyIn(env, credentialOf).get('/api/countries');
    expectStatus(rule, answer, 401, `${credentialOf} credentials fail against ${env} (401)`);
  });
}
