/** What the suite registered an identity with: the values it knows to be personal data. */
export interface SuppliedPersonalData {
  email: string;
  /** Other values it sent as a person's data (a name, a phone number), if any. */
  others?: string[];
}

const EMAIL_ADDRESS = /[^\s@/]+@[^\s@/]+\.[a-z]{2,}/i;

/**
 * Personal data in an identifier (Resources › Native API identifiers), found, never guessed: a value the suite
 * itself supplied (the email whole or its local part, any other value it sent), or a value that unambiguously is
 * personal data (an email address). A run of digits proves nothing: generated identifiers are full of them.
 * `whose` says where the supplied values came from, in the answer.
 */
export function personalDataIn(
  identifier: string,
  supplied: SuppliedPersonalData,
  whose = 'it was registered with',
): string | undefined {
  const lower = identifier.toLowerCase();
  const email = supplied.email.toLowerCase();
  if (lower.includes(email)) return `the email ${whose}`;
  const local = email.split('@')[0];
  if (local.length >= 8 && lower.includes(local)) return `the local part of the email ${whose}`;
  for (const value of supplied.others ?? [])
    if (value.length >= 6 && lower.includes(value.toLowerCase())) return `a value ${whose}`;
  return emailAddressIn(identifier);
}

/** An identifier that holds an email address, whoever supplied it. */
export function emailAddressIn(identifier: string): string | undefined {
  return EMAIL_ADDRESS.test(identifier) ? 'an email address' : undefined;
}
