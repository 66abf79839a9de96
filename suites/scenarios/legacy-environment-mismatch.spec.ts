import { test } from '../../kit/fixtures';
import { audit } from '../../kit/audit-rule';
import { expectStatus } from '../../kit/checks/response';
import type { EnvName } from '../../kit/config/target-config';
import type { RuleId } from '../../rules';

// Authentication, rule 2: sandbox credentials fail against production and the reverse (401). Read-only requests only.
const mismatches: { rule: RuleId; env: EnvName; credentialOf: EnvName }[] = [
  { rule: 'LEG-ENV-SANDBOX-ON-PRODUCTION', env: 'production', credentialOf: 'sandbox' },
  { rule: 'LEG-ENV-PRODUCTION-ON-SANDBOX', env: 'sandbox', credentialOf: 'production' },
];

for (const { rule, env, credentialOf } of mismatches) {
  test(
    ...audit(rule, async ({ legacyIn }) => {
      const answer = await legacyIn(env, { credentialOf }).get('/api/countries');
      expectStatus(rule, answer, 401, `${credentialOf} credentials fail against ${env} (401)`);
    }),
  );
}
