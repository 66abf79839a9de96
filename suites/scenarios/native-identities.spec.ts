import { test } from '../../kit/fixtures';
import { audit, ruleTitle } from '../../kit/audit-rule';
import { checking, WRITES } from '../../kit/checking';
import { expectCode } from '../../kit/checks/application-code';
import { expectClientError } from '../../kit/checks/response';
import { expectRule } from '../../kit/checks/violation';
import { createIdentity, objectOf, syntheticEmail } from '../../kit/native/requests';
import { externalCustomerId } from '../../kit/hosted/buy';
import { personalDataIn } from '../../kit/native/personal-data';

// Resources › Native API identifiers; Errors › Other: creating an identity for an email that already exists
// returns 422 with code 81; fetch the existing identity instead of retrying creation. A new identity refused is
// NAT-IDENTITY-CREATE's failure ("create an identity"), never the rule of the test that needed one.

test(
  ...audit('NAT-IDENTITY-81', 'NAT-IDENTITY-EMAIL-LOOKUP', WRITES, async ({ native, target, data }) => {
    const email = syntheticEmail(data);
    const created = objectOf(
      await createIdentity(native, target, email, externalCustomerId(data)),
      'NAT-IDENTITY-CREATE',
      'a new identity for a new email (ASSUME-NAT-PATHS)',
    );
    const again = await createIdentity(native, target, email, externalCustomerId(data), { emailExists: true });
    expectCode(
      'NAT-IDENTITY-81',
      again,
      81,
      (status) => status === 422,
      '422 with code 81 for an email that already exists (Errors › Other)',
    );
    // The documented way on: fetch the existing identity, not retry creation.
    const found = objectOf(
      await native.get(`/eapi/v0/identities/${encodeURIComponent(String(created.identityReference))}`, {
        query: { email },
      }),
      'NAT-IDENTITY-EMAIL-LOOKUP',
      'the identity linked to the email',
    );
    expectRule(
      'NAT-IDENTITY-EMAIL-LOOKUP',
      found.identityReference === created.identityReference,
      () =>
        `identityReference ${JSON.stringify(found.identityReference)} ` +
        `for the email of ${JSON.stringify(created.identityReference)}`,
      'the real identityReference linked to the email',
    );
  }),
);

test(
  ...audit(
    'NAT-IDENTITY-EMAIL-LOOKUP',
    'ASSUME-NAT-EMAIL-LOOKUP',
    WRITES,
    async ({ native, target, data, readings }) => {
      const email = syntheticEmail(data);
      const created = objectOf(
        await createIdentity(native, target, email, externalCustomerId(data)),
        'NAT-IDENTITY-CREATE',
        'a new identity for a new email (ASSUME-NAT-PATHS)',
      );
      const identities = (reference: string) => `/eapi/v0/identities/${encodeURIComponent(reference)}`;
      const linked = (found: Record<string, unknown>) => () =>
        `identityReference ${JSON.stringify(found.identityReference)} ` +
        `for the email of ${JSON.stringify(created.identityReference)}`;
      // Asked under another identity's reference: the email decides, or the mismatch is refused; never the path's
      // identity.
      const elsewhere = await native.get(identities(target.native.readyIdentity), { query: { email } });
      if (elsewhere.status >= 200 && elsewhere.status < 300) {
        const found = objectOf(elsewhere, 'NAT-IDENTITY-EMAIL-LOOKUP', 'the identity linked to the email');
        expectRule(
          'NAT-IDENTITY-EMAIL-LOOKUP',
          found.identityReference === created.identityReference,
          linked(found),
          'the real identityReference linked to the email, whatever the path names',
        );
        readings.observe('ASSUME-NAT-EMAIL-LOOKUP', 'email-decides', [elsewhere]);
        return;
      }
      expectClientError(
        'NAT-IDENTITY-EMAIL-LOOKUP',
        elsewhere,
        `the identity linked to the email, or a 4xx for an email not linked to ${target.native.readyIdentity} ` +
          `(NATIVE_READY_IDENTITY)`,
        { notFound: 'refuses' },
      );
      const own = await native.get(identities(String(created.identityReference)), { query: { email } });
      const found = objectOf(
        own,
        'NAT-IDENTITY-EMAIL-LOOKUP',
        'the identity linked to the email, under its own reference',
      );
      expectRule(
        'NAT-IDENTITY-EMAIL-LOOKUP',
        found.identityReference === created.identityReference,
        linked(found),
        'the real identityReference linked to the email',
      );
      readings.observe('ASSUME-NAT-EMAIL-LOOKUP', 'path-must-match', [elsewhere, own]);
    },
  ),
);

test(
  ...audit('NAT-IDENTITY-STABLE', async ({ native, target }) => {
    const path = `/eapi/v0/identities/${encodeURIComponent(target.native.readyIdentity)}`;
    const references: unknown[] = [];
    for (let i = 0; i < 3; i++)
      references.push(
        objectOf(
          await native.get(path),
          'NAT-IDENTITY-STABLE',
          `the identity ${target.native.readyIdentity} (NATIVE_READY_IDENTITY)`,
        ).identityReference,
      );
    expectRule(
      'NAT-IDENTITY-STABLE',
      references.every((reference) => reference === target.native.readyIdentity),
      () => `identityReference ${JSON.stringify(references)} for ${target.native.readyIdentity}`,
      'stable per user across all requests',
    );
  }),
);

test(
  ...audit('NAT-IDENTITY-NO-PII', WRITES, async ({ native, target, data }) => {
    const email = syntheticEmail(data);
    const created = objectOf(
      await createIdentity(native, target, email, externalCustomerId(data)),
      'NAT-IDENTITY-CREATE',
      'a new identity (ASSUME-NAT-PATHS)',
    );
    const reference = String(created.identityReference);
    const found = personalDataIn(reference, { email });
    expectRule(
      'NAT-IDENTITY-NO-PII',
      !found,
      () => `identityReference ${JSON.stringify(reference)} carries ${found}`,
      'must not contain personal data',
    );
  }),
);

// "paymentReady: boolean eligibility flag": in every identity answer that carries it, the fetched and the created.
// Where it is carried at all is the assumed record (ASSUME-NAT-RECORD-FIELDS); its type is the document's.
const paymentReadyAnswers = [
  { variant: 'a fetched identity', writes: false },
  { variant: 'a created identity', writes: true },
] as const;
for (const { variant, writes } of paymentReadyAnswers) {
  test(
    ruleTitle('NAT-IDENTITY-PAYMENT-READY-BOOLEAN', variant),
    checking('NAT-IDENTITY-PAYMENT-READY-BOOLEAN', 'ASSUME-NAT-RECORD-FIELDS', ...(writes ? ([WRITES] as const) : [])),
    async ({ native, target, data, readings }) => {
      const answer = writes
        ? await createIdentity(native, target, syntheticEmail(data), externalCustomerId(data))
        : await native.get(`/eapi/v0/identities/${encodeURIComponent(target.native.readyIdentity)}`);
      // A creation refused is the creation's failure (NAT-IDENTITY-CREATE), a fetch refused this rule's precondition.
      const identity = objectOf(
        answer,
        writes ? 'NAT-IDENTITY-CREATE' : 'NAT-IDENTITY-PAYMENT-READY-BOOLEAN',
        writes
          ? 'a new identity for a new email (ASSUME-NAT-PATHS)'
          : `the identity ${target.native.readyIdentity} (NATIVE_READY_IDENTITY)`,
      );
      if (!('paymentReady' in identity))
        readings.skipNotConfirmed(
          'ASSUME-NAT-RECORD-FIELDS',
          'other',
          answer.requestId ? [answer.requestId] : [],
          `${variant} carries no paymentReady`,
        );
      expectRule(
        'NAT-IDENTITY-PAYMENT-READY-BOOLEAN',
        typeof identity.paymentReady === 'boolean',
        () => `paymentReady ${JSON.stringify(identity.paymentReady)} (${typeof identity.paymentReady}) in ${variant}`,
        'paymentReady: boolean eligibility flag (Resources › Native API identifiers)',
      );
    },
  );
}
