import type { ErrorBodyRow, RelationRow } from './relation';

/**
 * How every field of the Hosted Checkout create answer relates (Resources › Hosted Checkout order). The codes sent come
 * back as the codes sent (HC-BUY-AS-SENT, case and space aside); that they come back as sent or in the upper case the
 * reference lists write them in ('written-code': "eur" normalised to "EUR") is a reading the document does not state
 * (HC-CODES-AS-WRITTEN, ASSUME-HC-CODE-FORM).
 */
export const hostedRelations: readonly RelationRow[] = [
  {
    operation: 'createHostedBuy',
    field: '/id',
    relation: {
      kind: 'free',
      reason:
        "the service's own id of the order, shown nowhere else (the order's other fields are not shown): another " +
        "order's id, one in another case, padded or cut is as opaque an id as the faithful one",
    },
  },
  {
    operation: 'createHostedBuy',
    field: '/checkoutUrl',
    rule: 'HC-CHECKOUT-URL-VALID-WINDOW',
    relation: {
      kind: 'tested',
      reason: 'loads within its minute and stays loaded: judged by loading it (HC-CHECKOUT-URL-*)',
    },
  },
  {
    operation: 'createHostedBuy',
    field: '/checkoutUrl',
    relation: { kind: 'absolute-url' },
    rule: 'HC-CHECKOUT-URL-FORM',
  },
  // Whether the service keeps the id as sent or normalises it is judged by its rule's own generated cases.
  {
    operation: 'createHostedBuy',
    field: '/externalCustomerId',
    rule: 'HC-BUY-ECHO',
    relation: {
      kind: 'tested',
      reason:
        'the id sent, whatever its characters (ASSUME-HC-CUSTOMER-ID-CHARACTERS), as sent or lower-cased ' +
        '(ASSUME-HC-CUSTOMER-ID-KEPT): generated ids, each a case of its own',
    },
  },
  {
    operation: 'createHostedBuy',
    field: '/fiat',
    relation: { kind: 'echo', of: { body: 'fiat' }, same: 'code' },
    rule: 'HC-BUY-AS-SENT',
  },
  {
    operation: 'createHostedBuy',
    field: '/fiat',
    relation: { kind: 'echo', of: { body: 'fiat' }, same: 'written-code' },
    rule: 'HC-CODES-AS-WRITTEN',
  },
  {
    operation: 'createHostedBuy',
    field: '/fiatAmount',
    relation: { kind: 'echo', of: { body: 'fiatAmount' }, same: 'number' },
    rule: 'HC-BUY-AS-SENT',
  },
  {
    operation: 'createHostedBuy',
    field: '/crypto',
    relation: { kind: 'echo', of: { body: 'crypto' }, same: 'code' },
    rule: 'HC-BUY-AS-SENT',
  },
  {
    operation: 'createHostedBuy',
    field: '/crypto',
    relation: { kind: 'echo', of: { body: 'crypto' }, same: 'written-code' },
    rule: 'HC-CODES-AS-WRITTEN',
  },
  {
    operation: 'createHostedBuy',
    field: '/blockchain',
    relation: {
      kind: 'free',
      reason:
        "nothing sent names the network, and Hosted Checkout's network codes are not shown to be the /api codes: " +
        "another network's code, in another case, padded or cut, is a code some service's list may hold",
    },
  },
];

/**
 * Hosted Checkout refusals: "the body carries an error code"; its field names are not shown, so where it sits is
 * ASSUME-HC-ERROR-CODE.
 */
export const hostedErrorBodies: readonly ErrorBodyRow[] = [
  {
    operation: { surface: 'hosted' },
    status: 400,
    judge: { kind: 'error-code', where: 'anywhere' },
    rule: 'HC-ERROR-CODE',
    placed: 'ASSUME-HC-ERROR-CODE',
  },
  {
    operation: { surface: 'hosted' },
    status: 422,
    judge: { kind: 'error-code', where: 'anywhere' },
    rule: 'HC-ERROR-CODE',
    placed: 'ASSUME-HC-ERROR-CODE',
  },
  // "Code | Message | Cause": a code's words are its own, wherever the body puts them beside it.
  ...([400, 422] as const).map((status): ErrorBodyRow => ({
    operation: { surface: 'hosted' },
    status,
    judge: { kind: 'error-words' },
    rule: 'HC-ERROR-WORDS',
  })),
];
