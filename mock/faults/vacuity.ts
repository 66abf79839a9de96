import { catalogue, type RuleId } from '../../rules';
import type { VacuityFault } from './fault-profile';

/** A target that answers nothing as documented must pass no MUST rule at all (issue 11's bar). */
const EVERY_MUST = catalogue
  .filter((rule) => rule.level === 'MUST' && !rule.notCheckable)
  .map((rule) => rule.id as RuleId);

/**
 * What a target whose other environment refuses everything would pass, were a refusal counted without a positive
 * control.
 */
const ENVIRONMENT_MISMATCHES = [
  'LEG-ENV-SANDBOX-ON-PRODUCTION',
  'LEG-ENV-PRODUCTION-ON-SANDBOX',
  'HC-ENV-SANDBOX-ON-PRODUCTION',
  'HC-ENV-PRODUCTION-ON-SANDBOX',
  'NAT-ENV-SANDBOX-ON-PRODUCTION',
  'NAT-ENV-PRODUCTION-ON-SANDBOX',
] as const;

/**
 * Vacuity faults: each must pass none of its rules, and be caught: by a run error that names what to check, or by
 * a failed rule (an HTML error body fails the surface's JSON rule).
 */
export const vacuityFaults = [
  {
    name: 'not-found-everywhere',
    description: 'every path of both environments answers 404 with an empty body (a wrong path prefix, a CDN)',
    vacuous: EVERY_MUST,
    seams: { everyRequestAnswered: { sandbox: 404, production: 404 } },
  },
  {
    name: 'unauthorised-everywhere',
    description: 'both environments answer 401 to every request, whatever its credential',
    vacuous: EVERY_MUST,
    seams: { everyRequestAnswered: { sandbox: 401, production: 401 } },
  },
  {
    name: 'other-environment-unauthorised',
    description: 'production answers 401 to every request, its own credentials too',
    vacuous: ENVIRONMENT_MISMATCHES,
    seams: { everyRequestAnswered: { production: 401 } },
  },
  {
    name: 'native-unprocessable-everywhere',
    description: 'every Native API request, valid ones too, is refused with 422 and a JSON error',
    vacuous: [
      'NAT-INVALID-PARAM-4XX',
      'NAT-RAMP-EXTERNAL-CUSTOMER-ID',
      'NAT-RAMP-PAYMENT-READY',
      'NAT-QUOTE-EXPIRES',
      'NAT-QUOTEID-RAMPS-ONLY',
      'NAT-RAMP-CREATE',
      'NAT-IDENTITY-CREATE',
    ],
    seams: { nativeRefusesEverything: true },
  },
  {
    name: 'error-bodies-html',
    description: 'every 4xx answer is an HTML page, not JSON',
    vacuous: [
      'LEG-INVALID-PARAM-4XX',
      'LEG-ORDER-REQUIRED-FIELDS',
      'HC-INVALID-PARAM-4XX',
      'NAT-INVALID-PARAM-4XX',
      'NAT-RAMP-EXTERNAL-CUSTOMER-ID',
    ],
    seams: { errorBodies: 'html' },
  },
  {
    name: 'api-lists-empty',
    description: 'every list /api answers is empty: no countries, coins, payment methods, prices or orders',
    vacuous: [
      'LEG-ORDERS-STATUS-FILTER',
      'LEG-PRICES-DIRECTION',
      'LEG-PAYMENT-METHODS-DIRECTION',
      'LEG-COUNTRIES-SHAPE',
      'LEG-COINS-SHAPE',
    ],
    seams: { apiListsEmptied: true },
  },
  {
    name: 'production-buys-refused',
    description: 'production refuses every complete Hosted Checkout buy with 4002: its /v2 serves nothing',
    vacuous: ['HC-ENV-SANDBOX-ON-PRODUCTION', 'HC-ENV-PRODUCTION-ON-SANDBOX', 'HC-RATE-LIMIT-PRODUCTION'],
    seams: { hostedCompleteBuysRefusedIn: ['production'] },
  },
] as const satisfies readonly VacuityFault[];
