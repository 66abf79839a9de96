import fc from 'fast-check';
import { test } from '../../kit/fixtures';
import { ruleTitle } from '../../kit/audit-rule';
import { checking, GENERATED, WRITES } from '../../kit/checking';
import { answerLine, expectRule } from '../../kit/checks/violation';
import { skipWhereRateLimited } from '../../kit/checks/response';
import { createIdentity, objectOf, syntheticEmail } from '../../kit/native/requests';
import { externalCustomerId } from '../../kit/hosted/buy';
import { attemptStamp } from '../../kit/run/attempt-stamp';
import { checkGeneratedCases } from '../../kit/generation/generated-cases';

// Generated identities (ASSUME-NAT-PATHS): each created for an email of its own, then looked up by that email
// ("optional query email (string) to look up the real identityReference linked to an email"), which must give the
// identityReference created. Emails are ASCII addresses in mixed case, with dots, hyphens, underscores and
// +subaddresses; the document shows no email format, so a 4xx on creation leaves a case untried (a run where every
// case is untried skips), unless the email has the plain form of the control's (lower-case letters and digits in
// dot-separated parts): refusing that after creating the control is refusing to "create an identity". The identity
// payload shows no names (ASSUME-NAT-PAYLOADS), so none are sent. Every email is new at the target: the attempt's stamp
// and the case's number lead it, so no case, shrunk or replayed, meets code 81 ("already exists").

const atom = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/);
const localParts = fc
  .tuple(fc.array(atom, { minLength: 1, maxLength: 3 }), fc.option(atom, { nil: undefined }))
  .map(([atoms, subaddress]) => `${atoms.join('.')}${subaddress === undefined ? '' : `+${subaddress}`}`);

/** The control's form (conformance.<letters and digits>.<stamp>): any number of such parts, under 64 characters. */
const plainLocalPart = /^[a-z0-9]+(?:\.[a-z0-9]+)*$/;

test(
  ruleTitle(
    'NAT-IDENTITY-EMAIL-LOOKUP',
    'generated emails (mixed case, dots, +subaddresses), each found by its own email',
  ),
  checking(
    'NAT-IDENTITY-EMAIL-LOOKUP',
    'NAT-IDENTITY-CREATE',
    'NAT-INVALID-PARAM-4XX',
    'ASSUME-NAT-PATHS',
    'ASSUME-NAT-EMAIL-LOOKUP',
    WRITES,
    GENERATED,
  ),
  async ({ native, target, data }) => {
    const customer = externalCustomerId(data);
    // The positive control: an identity for the plain synthetic email is created, so a refusal below is its email's.
    objectOf(
      await createIdentity(native, target, syntheticEmail(data), customer),
      'NAT-IDENTITY-CREATE',
      'a new identity for a new email (ASSUME-NAT-PATHS)',
    );
    let made = 0;
    let found = 0;
    const untried: string[] = [];
    // A plain email of four parts (c<stamp>n<k>.ab.cd.ef), one more than the control's: created like it.
    const edges = ['First.Last+tag', 'o_neil-jr.x+a', 'ab.cd.ef'];
    await checkGeneratedCases(
      localParts,
      async (local) => {
        const email = `c${attemptStamp(data)}n${++made}.${local}@example.test`;
        const created = await createIdentity(native, target, email, customer);
        skipWhereRateLimited(created, `identity creation for ${email}`);
        // The document says of an email only "email (string)": a service may refuse some addresses with a 4xx, never
        // with a 5xx (Errors › HTTP status), which neither creates the identity nor refuses the input. The client has
        // retried it: a 5xx that persists while the surface serves its control request breaks NAT-INVALID-PARAM-4XX
        // (NAT-IDENTITY-81 is about an email that already exists, which these new ones never are).
        expectRule(
          'NAT-INVALID-PARAM-4XX',
          created.status < 500,
          () => answerLine(created),
          `identity creation for a new email, ${email}: created, or refused with a 4xx`,
        );
        const localPart = email.split('@')[0];
        expectRule(
          'NAT-IDENTITY-CREATE',
          created.status < 400 || !plainLocalPart.test(localPart) || localPart.length > 64,
          () => answerLine(created),
          `a new identity for ${email}, an email of the control's plain form (lower-case letters and digits ` +
            `in dot-separated parts)`,
        );
        if (created.status >= 400) return void untried.push(`${email} (${created.status})`);
        const reference = String(
          objectOf(created, 'NAT-IDENTITY-CREATE', `a new identity for ${email}`).identityReference,
        );
        // Under its own reference: the answer in both readings of ASSUME-NAT-EMAIL-LOOKUP.
        const lookUp = async (asked: string) => {
          const answer = await native.get(`/eapi/v0/identities/${encodeURIComponent(reference)}`, {
            query: { email: asked },
          });
          skipWhereRateLimited(answer, `the look-up of ${asked}`);
          return {
            answer,
            body:
              answer.status >= 200 && answer.status < 300
                ? objectOf(answer, 'NAT-IDENTITY-EMAIL-LOOKUP', 'the identity linked to the email')
                : undefined,
          };
        };
        const exact = await lookUp(email);
        // Found under a lower-cased email (the identity's own email field) is found: only the identityReference counts.
        if (!exact.body && email !== email.toLowerCase()) {
          // The document does not say whether the case of an email is kept: a service that stored it lower-cased and
          // finds it only so leaves this case untried (an open choice), never a failure.
          const folded = await lookUp(email.toLowerCase());
          if (folded.body?.identityReference === reference)
            return void untried.push(`${email} (found only lower-cased)`);
        }
        expectRule(
          'NAT-IDENTITY-EMAIL-LOOKUP',
          exact.body?.identityReference === reference,
          () =>
            exact.body ? `identityReference ${JSON.stringify(exact.body.identityReference)}` : answerLine(exact.answer),
          `the identityReference ${JSON.stringify(reference)} created for ${email}`,
        );
        found += 1;
      },
      {
        seed: target.seed,
        count: target.cases.perCheck,
        edges,
        rules: ['NAT-IDENTITY-EMAIL-LOOKUP', 'NAT-IDENTITY-CREATE', 'NAT-INVALID-PARAM-4XX'],
      },
    );
    // Every email refused or found only lower-cased: no look-up was judged, so nothing was checked.
    test.skip(
      found === 0,
      `no generated email was created and found as sent (${untried.length} untried: ` +
        `${untried.slice(0, 3).join('; ')}): the look-up is unchecked`,
    );
  },
);
