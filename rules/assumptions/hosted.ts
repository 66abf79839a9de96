import type { AssumptionRow } from '../assumption';

/** Open choices of Hosted Checkout (/{partnerRef}/v2) and KYC sharing. */
export const hostedAssumptions = [
  {
    id: 'ASSUME-HMAC-SCHEME',
    surface: 'all',
    section: 'Authentication, rule 5',
    sentence: 'HMAC signature construction (headers, signed content, encoding): not shown.',
    text:
      'HMAC signature: where it goes (key, timestamp and signature headers, or Authorization: <prefix> ' +
      'key:signature:nonce), what is signed in which order (lines joined by \\n), the path with or ' +
      'without its leading slash, the nonce in seconds or milliseconds, hex or base64; or a module of ' +
      'your own',
    defaults: {
      HMAC_PLACEMENT: 'headers',
      HMAC_KEY_HEADER: 'X-Hmac-Key',
      HMAC_TIMESTAMP_HEADER: 'X-Hmac-Timestamp',
      HMAC_SIGNATURE_HEADER: 'X-Hmac-Signature',
      HMAC_AUTHORIZATION_PREFIX: 'HMAC',
      HMAC_SIGNED: 'timestamp,method,path,body',
      HMAC_PATH: 'with-slash',
      HMAC_NONCE: 'seconds',
      HMAC_ENCODING: 'hex',
      HMAC_SIGNER: '',
    },
  },
  {
    id: 'ASSUME-HMAC-FRESHNESS',
    surface: 'all',
    section: 'Authentication, rule 5',
    sentence: 'HMAC signature construction (headers, signed content, encoding): not shown.',
    text:
      "A signature carries a timestamp, and one more than 5 minutes from the service's time is refused " +
      'with 401 (replay protection; not shown)',
    defaults: {},
  },
  {
    id: 'ASSUME-HC-PARTNER-REF',
    surface: 'hosted',
    section: 'Authentication, rule 3',
    sentence: 'The partner ID partnerRef and the API key are issued per partner.',
    text:
      "An x-api-key used under another partner's partnerRef is refused with 401, 403 or 404 (the document " +
      'does not say the two are bound)',
    defaults: {},
  },
  {
    id: 'ASSUME-HC-CHECKOUT-PAGE',
    surface: 'hosted',
    section: 'What the service does, 2',
    sentence: 'Hosted Checkout: the service runs the payment flow and KYC.',
    text: 'The checkout page a checkoutUrl opens shows the fiat amount and the crypto of the order',
    defaults: {},
  },
  {
    id: 'ASSUME-HC-REQUIRED',
    surface: 'hosted',
    section: 'Endpoints › Hosted Checkout',
    sentence: 'which buy fields are required beyond externalCustomerId: not shown.',
    text: 'Buy fields refused when missing, beyond externalCustomerId',
    defaults: { HOSTED_BUY_REQUIRED: 'crypto,fiat,fiatAmount,walletAddress,redirectUrl' },
  },
  {
    id: 'ASSUME-HC-STATUS',
    surface: 'hosted',
    section: 'Errors › HTTP status; Application codes',
    sentence: 'Hosted Checkout error body field names: not shown.',
    text:
      'A created Hosted Checkout order answers any 2xx; 4002 comes with 400 or 422; 4005 with 400; 5034 ' +
      'with any 4xx (statuses per code not shown)',
    defaults: {},
  },
  {
    id: 'ASSUME-HC-AUTH-FIRST',
    surface: 'hosted',
    section: 'Authentication; Errors › Authentication symptoms',
    sentence:
      '401 on /v2 endpoints: sandbox credentials used against production or the reverse, or malformed ' +
      'x-api-key header.',
    text:
      'Credentials are checked before the payload: authentication scenarios send a buy without ' +
      'externalCustomerId, so that nothing is created even where a credential is wrongly accepted',
    defaults: {},
  },
  {
    id: 'ASSUME-HC-ERROR-CODE',
    surface: 'hosted',
    section: 'Errors › Other',
    sentence: 'Hosted Checkout error body field names: not shown.',
    text:
      'A 400 or 422 carries its application code in one place of its body: under "error" ({error: {code, ' +
      'message}}, where the mock puts it), in "errors" (an object, or the items of an array, as /api puts ' +
      'its own), or at the top level ({code, message}); a code found in another place than the one in ' +
      'force leaves the row not confirmed, a body without a code fails HC-ERROR-CODE',
    readings: {
      'error-object': 'the code is a field of an "error" object',
      errors: 'the code is a field of an "errors" object or of an item of an "errors" array',
      'top-level': 'the code is a field at the top of the body',
      anywhere: 'the code may be anywhere in the body (no place is recorded)',
    },
    defaults: { HOSTED_ERROR_CODE_PLACE: 'error-object' },
  },
  {
    id: 'ASSUME-HC-SAMPLE',
    surface: 'hosted',
    section: 'Endpoints › Hosted Checkout',
    sentence:
      'POST /{partnerRef}/v2/buy: JSON body with crypto, fiat, fiatAmount, walletAddress, redirectUrl, ' +
      'externalCustomerId',
    text: 'The target sells this crypto for this fiat amount to this address (scenario data)',
    defaults: {
      HOSTED_CRYPTO: 'BTC',
      HOSTED_FIAT: 'EUR',
      HOSTED_FIAT_AMOUNT: '100.00',
      HOSTED_WALLET_ADDRESS: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      HOSTED_REDIRECT_URL: 'https://partner.example/return',
    },
  },
  {
    id: 'ASSUME-HC-RESTRICTED',
    surface: 'hosted',
    section: 'Errors › Application codes (5034)',
    sentence: "the crypto asset is unavailable for the customer's region",
    text: "This customer's region restricts this crypto (5034 scenario data)",
    defaults: {
      HOSTED_RESTRICTED_CUSTOMER_ID: 'cust-ca-restricted-0001',
      HOSTED_RESTRICTED_CRYPTO: 'USDT',
      HOSTED_RESTRICTED_WALLET_ADDRESS: '0x52908400098527886E0F7030069857D2E4169EE7',
    },
  },
  {
    id: 'ASSUME-HC-KYC-SHARING',
    surface: 'hosted',
    section: 'Endpoints › Hosted Checkout; Errors › Application codes (4005)',
    sentence: 'shares KYC; uses HMAC authentication; must be enabled on the account.',
    text: 'KYC sharing is enabled for the account in these environments and not in the others',
    defaults: { HOSTED_KYC_SHARING_ENABLED_IN: 'sandbox' },
  },
  {
    id: 'ASSUME-HC-STALE-SESSION',
    surface: 'hosted',
    section: 'Errors › Checkout symptoms',
    sentence: 'CSRF token mismatch: stale checkout session from a reused URL or cached page',
    text: 'A stale checkout session says so in these words (a regular expression), and a Pay button submits the page',
    defaults: { HOSTED_STALE_SESSION_TEXT: 'CSRF token mismatch' },
  },
  {
    id: 'ASSUME-HMAC-SIGNED-PARTS',
    surface: 'all',
    section: 'Authentication, rule 5',
    sentence: 'HMAC signature construction (headers, signed content, encoding): not shown.',
    text:
      'Where the construction in force signs the method, the path with its query or the body, a signature ' +
      'made over another of them is refused with 401 (NAT-HMAC-BODY, NAT-HMAC-PATH, NAT-HMAC-METHOD); ' +
      "where it does not sign a part (HMAC_SIGNED, HMAC_SIGNER), that part's check is skipped",
    defaults: {},
  },
  {
    id: 'ASSUME-HC-KYC-SHARE-BASE',
    surface: 'hosted',
    section: 'Endpoints › Hosted Checkout',
    sentence: 'POST /v2/identities/token/share: shares KYC; uses HMAC authentication; must be enabled on the account.',
    text:
      'KYC sharing is at {base_url}/v2/identities/token/share ({sandbox_base_url} in sandbox), without ' +
      'partnerRef, unlike /{partnerRef}/v2/buy',
    defaults: {},
  },
  {
    id: 'ASSUME-HC-KYC-SHARE-PAYLOAD',
    surface: 'hosted',
    section: 'Endpoints › Hosted Checkout',
    sentence: 'POST /v2/identities/token/share: shares KYC',
    text:
      'A share sends {identityReference}; where sharing is enabled, that of an identity the target knows ' +
      '(NATIVE_READY_IDENTITY) is accepted; whether an unknown one is, is not checked. Refusals ' +
      '(x-api-key, 4005) are checked with a fresh opaque reference',
    defaults: {},
  },
  {
    id: 'ASSUME-HC-KYC-SHARE-ANSWER',
    surface: 'hosted',
    section: 'Endpoints › Hosted Checkout; Errors › HTTP status',
    sentence: 'POST /v2/identities/token/share: shares KYC; uses HMAC authentication',
    text:
      'An accepted share answers a 2xx with a JSON body, as a buy does: the document shows neither its ' +
      'status nor its body',
    defaults: {},
  },
  {
    id: 'ASSUME-HC-MALFORMED-KEY',
    surface: 'hosted',
    section: 'Errors › Authentication symptoms',
    sentence:
      '401 on /v2 endpoints: sandbox credentials used against production or the reverse, or malformed ' +
      'x-api-key header.',
    text: 'A malformed x-api-key header is the right key with a "Bearer " prefix',
    defaults: {},
  },
  {
    id: 'ASSUME-HC-RATE-COUNTING',
    surface: 'hosted',
    section: 'Limits',
    sentence: 'Requests in sandbox | 120 per minute per merchant account | Hosted Checkout (429 on excess)',
    text:
      'Every /v2 request counts, refused ones too (the burst is buys without externalCustomerId), or only ' +
      'those served (then, in sandbox only, the burst is repeated with buys it serves); a minute may be a ' +
      'fixed window a burst straddles: the first 429 comes after request 120 (500) and by request 240 ' +
      '(1000)',
    defaults: {},
  },
  {
    id: 'ASSUME-HC-CUSTOMER-ID-CHARACTERS',
    surface: 'hosted',
    section: 'Resources › Hosted Checkout order; Endpoints › Hosted Checkout',
    sentence:
      'externalCustomerId: string, stable opaque identifier, never personal data; required on every buy and ' +
      'sell order.',
    text:
      'Any non-empty externalCustomerId without control characters (any Unicode, quotes, markup, up to 64 ' +
      'characters) is taken, or the service refuses some characters or lengths with a 4xx; both keep the ' +
      'document, which shows no limit; a 5xx keeps neither',
    readings: {
      any: 'any non-empty string without control characters is taken as the id',
      restricted: 'the service refuses some characters or lengths of an id with a 4xx',
    },
    defaults: { HOSTED_CUSTOMER_ID_CHARACTERS: 'any' },
  },
  {
    id: 'ASSUME-HC-CUSTOMER-ID-KEPT',
    surface: 'hosted',
    section: 'Resources › Hosted Checkout order; Endpoints › Hosted Checkout',
    sentence:
      'externalCustomerId (string, required on every buy and sell order, enables returning-customer recognition)',
    text:
      'A served buy answers the externalCustomerId as it was sent (Unicode normalisation aside), or ' +
      'normalised to lower case; both recognise the returning customer, which is what the document ' +
      'promises; another id keeps neither',
    readings: {
      'as-sent': 'the order carries the id exactly as sent',
      'lower-case': 'the order carries the id in lower case',
    },
    defaults: { HOSTED_CUSTOMER_ID_KEPT: 'as-sent' },
  },
  {
    id: 'ASSUME-HC-CODE-FORM',
    surface: 'hosted',
    section: 'Endpoints › Hosted Checkout (POST buy); Resources › Hosted Checkout order',
    sentence: 'crypto (string, coin code), fiat (string, fiat code)',
    text:
      'A buy answers its fiat and crypto as sent, or in the upper case the reference lists write codes in ("eur" ' +
      'normalised to "EUR"); the document does not say a code keeps its case, so a code answered in another case ' +
      'or with space around it fails this row alone (HC-BUY-AS-SENT compares codes case and space aside)',
    defaults: {},
  },
] as const satisfies readonly AssumptionRow[];
