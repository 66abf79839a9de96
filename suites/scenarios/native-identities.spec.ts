import { test } from '../../kit/fixtures';
import { checking, WRITES } from '../../kit/checking';
import { expectCode } from '../../kit/checks/application-code';
import { expectRule } from '../../kit/checks/violation';
import { createIdentity, objectOf, syntheticEmail } from '../../kit/native/requests';
import { externalCustomerId } from '../../kit/hosted/buy';
import { personalDataIn } from '../../kit/native/personal-data';

// Resources › Native API identifiers; Errors › Other: creating an identity for an email that already exists
// returns 422 with code 81; fetch the existing identity instead of retrying creation.

test('MUST answer identity creation for an email that already exists with 422 and code 81, then find it by email', checking('NAT-IDENTITY-81', 'NAT-IDENTITY-EMAIL-LOOKUP', WRITES), async ({ native, target, data }) => {
  const email = syntheticEmail(data);
  const created = objectOf(await createIdentity(native, target, email, externalCustomerId(data)), 'NAT-IDENTITY-81', 'a new identity for a new email (ASSUME-NAT-PATHS)');
  const again = await createIdentity(native, target, email, externalCustomerId(data));
  expectCode('NAT-IDENTITY-81', again, 81, (status) => status === 422, '422 with code 81 for an email that already exists (Errors › Other)');
  // The documented way on: fetch the existing identity, not retry creation.
  const found = objectOf(await native.get(`/eapi/v0/identities/${encodeURIComponent(String(created.identityReference))}`, { query: { email } }), 'NAT-IDENTITY-EMAIL-LOOKUP', 'the identity linked to the email');
  expectRule('NAT-IDENTITY-EMAIL-LOOKUP', found.identityReference === created.identityReference,
    () => `identityReference ${JSON.stringify(found.identityReference)} for the email of ${JSON.stringify(created.identityReference)}`, 'the real identityReference linked to the email');
});

test('MUST return the identityReference linked to an email when asked with the email query', checking('NAT-IDENTITY-EMAIL-LOOKUP', WRITES), async ({ native, target, data }) => {
  const email = syntheticEmail(data);
  const created = objectOf(await createIdentity(native, target, email, externalCustomerId(data)), 'NAT-IDENTITY-EMAIL-LOOKUP', 'a new identity for a new email (ASSUME-NAT-PATHS)');
  // Asked under another identity's reference: the email decides (ASSUME-NAT-EMAIL-LOOKUP).
  const found = objectOf(await native.get(`/eapi/v0/identities/${encodeURIComponent(target.native.readyIdentity)}`, { query: { email } }), 'NAT-IDENTITY-EMAIL-LOOKUP', 'the identity linked to the email');
  expectRule('NAT-IDENTITY-EMAIL-LOOKUP', found.identityReference === created.identityReference,
    () => `identityReference ${JSON.stringify(found.identityReference)} for the email of ${JSON.stringify(created.identityReference)}`, 'the real identityReference linked to the email');
});

test('MUST keep an identityReference stable across requests', checking('NAT-IDENTITY-STABLE'), async ({ native, target }) => {
  const path = `/eapi/v0/identities/${encodeURIComponent(target.native.readyIdentity)}`;
  const references: unknown[] = [];
  for (let i = 0; i < 3; i++) references.push(objectOf(await native.get(path), 'NAT-IDENTITY-STABLE', `the identity ${target.native.readyIdentity} (NATIVE_READY_IDENTITY)`).identityReference);
  expectRule('NAT-IDENTITY-STABLE', references.every((reference) => reference === target.native.readyIdentity),
    () => `identityReference ${JSON.stringify(references)} for ${target.native.readyIdentity}`, 'stable per user across all requests');
});

test('MUST not carry personal data in an identityReference (the email it was registered with, or any email address)', checking('NAT-IDENTITY-NO-PII', WRITES), async ({ native, target, data }) => {
  const email = syntheticEmail(data);
  const created = objectOf(await createIdentity(native, target, email, externalCustomerId(data)), 'NAT-IDENTITY-NO-PII', 'a new identity (ASSUME-NAT-PATHS)');
  const reference = String(created.identityReference);
  const found = personalDataIn(reference, { email });
  expectRule('NAT-IDENTITY-NO-PII', !found, () => `identityReference ${JSON.stringify(reference)} carries ${found}`, 'must not contain personal data');
});
