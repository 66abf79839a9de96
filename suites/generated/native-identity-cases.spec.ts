import fc from 'fast-check';
import { test } from '../../kit/fixtures';
import { ruleTitle } from '../../kit/audit-rule';
import { checking, GENERATED, WRITES } from '../../kit/checking';
import { answerLine, expectRule } from '../../kit/checks/violation';
import { createIdentity, objectOf, syntheticEmail } from '../../kit/native/requests';
import { externalCustomerId } from '../../kit/hosted/buy';
import { attemptStamp } from '../../kit/run/attempt-stamp';
import { checkGeneratedCases } from '../../kit/generation/generated-cases';

// Generated identities (ASSUME-NAT-PATHS): each created for an email of its own, then looked up by that email
// ("optional query email (string) to look up the real identityReference linked to an email"), which must give the
// identityReference created. Emails are ASCII addresses (the assumed payload's format: email), in mixed case, with
// dots, hyphens, underscores and +subaddresses; the identity payload shows no names (ASSUME-NAT-PAYLOADS), so none
// are sent. Every email is new at the target: the attempt's stamp and the case's number lead it, so no case, shrunk
// or replayed, meets code 81 ("already exists").

const atom = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/);
const localParts = fc.tuple(fc.array(atom, { minLength: 1, maxLength: 3 }), fc.option(atom, { nil: undefined }))
  .map(([atoms, subaddress]) => `${atoms.join('.')}${subaddress === undefined ? '' : `+${subaddress}`}`);

test(ruleTitle('NAT-IDENTITY-EMAIL-LOOKUP', 'generated emails (mixed case, dots, +subaddresses), each found by its own email'),
  checking('NAT-IDENTITY-EMAIL-LOOKUP', 'NAT-IDENTITY-81', 'ASSUME-NAT-PATHS', 'ASSUME-NAT-EMAIL-LOOKUP', WRITES, GENERATED),
  async ({ native, target, data }) => {
    const customer = externalCustomerId(data);
    // The positive control: an identity for the plain synthetic email is created, so a refusal below is its email's.
    objectOf(await createIdentity(native, target, syntheticEmail(data), customer), 'NAT-IDENTITY-EMAIL-LOOKUP', 'a new identity for a new email (ASSUME-NAT-PATHS)');
    let made = 0;
    const edges = ['First.Last+tag', 'o_neil-jr.x+a'];
    await checkGeneratedCases(localParts, async (local) => {
      const email = `c${attemptStamp(data)}n${++made}.${local}@example.test`;
      const created = await createIdentity(native, target, email, customer);
      // Which addresses a service takes is not shown: a 4xx leaves this one untried; a 5xx serves no identity creation
      // (the rule of a created identity, as the generated suite's; NAT-IDENTITY-81 sends a new email first too).
      expectRule('NAT-IDENTITY-81', created.status < 500, () => answerLine(created), `identity creation for a new email, ${email}: created, or refused with a 4xx`);
      fc.pre(created.status >= 200 && created.status < 300);
      const reference = String(objectOf(created, 'NAT-IDENTITY-EMAIL-LOOKUP', `a new identity for ${email}`).identityReference);
      // Under its own reference: the answer in both readings of ASSUME-NAT-EMAIL-LOOKUP.
      const answer = await native.get(`/eapi/v0/identities/${encodeURIComponent(reference)}`, { query: { email } });
      const found = answer.status >= 200 && answer.status < 300 ? objectOf(answer, 'NAT-IDENTITY-EMAIL-LOOKUP', 'the identity linked to the email') : undefined;
      expectRule('NAT-IDENTITY-EMAIL-LOOKUP', found?.identityReference === reference,
        () => (found ? `identityReference ${JSON.stringify(found.identityReference)}` : answerLine(answer)), `the identityReference ${JSON.stringify(reference)} created for ${email}`);
    }, { seed: target.seed, count: target.cases.perCheck, edges, rules: ['NAT-IDENTITY-EMAIL-LOOKUP', 'NAT-IDENTITY-81'] });
  });
