import type { RuleId } from '../rules';
import type { FlowPlanId } from '../kit/flow/flow-record';

/** Ways partner/examples/staging-app.mjs breaks one partner rule (STAGING_FAULT), each the fault of its flow check. */
export type StagingFault =
  | 'order-at-review'
  | 'checkout-url-cached'
  | 'checkout-in-iframe'
  | 'native-from-browser'
  | 'stale-url-reused'
  | 'error-swallowed'
  | 'account-ref-per-session'
  | 'identity-per-session'
  | 'sdk-while-not-ready'
  | 'quote-id-to-sdk'
  | 'apm-as-ramp';

/** The sample app's modes (STAGING_MODE): a new integration on Hosted Checkout, an existing one, a Native one. */
export type StagingMode = 'hosted' | 'existing' | 'native';

/** One run of the sample app through `flow`: how it is driven, and the rules its flow must fail. */
export interface FlowRow {
  name: string;
  mode: StagingMode;
  fault?: StagingFault;
  /** The plans it runs: those whose customers reach its rules. */
  plans: FlowPlanId[];
  /** The rules it fails: exactly these, and nothing else fails. */
  breaks: RuleId[];
  /** The flow rules a green run must pass, not skip: where the flow gives each its cases. */
  passes?: RuleId[];
}

const integration = (mode: StagingMode) => (mode === 'existing' ? 'existing' : 'new');
export { integration };

export const flowRows: readonly FlowRow[] = [
  {
    name: 'the sample app on Hosted Checkout',
    mode: 'hosted',
    // The plans that give its mode's rules cases: an alternative method is a Native API integration's.
    plans: ['returning', 'stale-session', 'unlisted-code'],
    breaks: [],
    passes: [
      'PTR-REDIRECT-TO-CHECKOUT',
      'PTR-NATIVE-FROM-BACKEND',
      'PTR-CHECKOUT-URL-IN-MINUTE',
      'PTR-CHECKOUT-URL-AT-ONCE',
      'PTR-CSRF-FRESH-ORDER',
      'PTR-UNLISTED-CODE-REPORTED',
    ],
  },
  {
    name: 'the sample app as an existing integration (/api)',
    mode: 'existing',
    // The /api checkout page has no Pay form to go stale.
    plans: ['returning', 'unlisted-code'],
    breaks: [],
    passes: ['PTR-ACCOUNT-REFERENCE-UNIQUE', 'PTR-REDIRECT-TO-CHECKOUT', 'PTR-UNLISTED-CODE-REPORTED'],
  },
  {
    name: 'the sample app on the Native API',
    mode: 'native',
    // A Native card payment opens no checkout page and creates no order to answer with an unlisted code.
    plans: ['returning', 'alternative-method'],
    breaks: [],
    passes: ['PTR-IDENTITY-REFERENCE-STABLE', 'PTR-SDK-PAYMENT-READY', 'PTR-SDK-NO-QUOTE-ID', 'PTR-APM-VIA-HOSTED'],
  },
  {
    name: 'creates the order when the review step shows',
    mode: 'hosted',
    fault: 'order-at-review',
    plans: ['returning'],
    breaks: ['PTR-CHECKOUT-URL-AT-ONCE'],
  },
  {
    name: 'sends a customer to their last checkout URL again',
    mode: 'hosted',
    fault: 'checkout-url-cached',
    plans: ['returning'],
    breaks: ['PTR-CHECKOUT-URL-IN-MINUTE'],
  },
  {
    name: "opens the checkout URL in a frame of the app's page",
    mode: 'hosted',
    fault: 'checkout-in-iframe',
    plans: ['returning'],
    breaks: ['PTR-REDIRECT-TO-CHECKOUT'],
  },
  {
    name: "calls the Native API from the customer's browser",
    mode: 'hosted',
    fault: 'native-from-browser',
    plans: ['returning'],
    breaks: ['PTR-NATIVE-FROM-BACKEND'],
  },
  {
    name: 'reopens a stale checkout URL however often it fails',
    mode: 'hosted',
    fault: 'stale-url-reused',
    plans: ['stale-session'],
    breaks: ['PTR-CSRF-FRESH-ORDER'],
  },
  {
    name: 'swallows an unlisted error code',
    mode: 'hosted',
    fault: 'error-swallowed',
    plans: ['unlisted-code'],
    breaks: ['PTR-UNLISTED-CODE-REPORTED'],
  },
  {
    name: 'sends an account_reference per session',
    mode: 'existing',
    fault: 'account-ref-per-session',
    plans: ['returning'],
    breaks: ['PTR-ACCOUNT-REFERENCE-UNIQUE'],
  },
  {
    name: 'registers an identity per session',
    mode: 'native',
    fault: 'identity-per-session',
    plans: ['returning'],
    breaks: ['PTR-IDENTITY-REFERENCE-STABLE'],
  },
  {
    name: 'shows the payment SDK to a customer not paymentReady',
    mode: 'native',
    fault: 'sdk-while-not-ready',
    plans: ['returning'],
    breaks: ['PTR-SDK-PAYMENT-READY'],
  },
  {
    name: 'hands the payment SDK a quoteId',
    mode: 'native',
    fault: 'quote-id-to-sdk',
    plans: ['returning'],
    breaks: ['PTR-SDK-NO-QUOTE-ID'],
  },
  {
    name: 'creates a ramp for an alternative payment method',
    mode: 'native',
    fault: 'apm-as-ramp',
    plans: ['alternative-method'],
    breaks: ['PTR-APM-VIA-HOSTED'],
  },
];
