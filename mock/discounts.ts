/**
 * The one discount code the mock accepts: public, like its credentials (docs/mock.md). The suite's embedded run sends
 * it as LEGACY_DISCOUNT_CODE (kit/config/embedded-mock.ts).
 */
export const MOCK_DISCOUNT_CODE = 'MOCK-DISCOUNT-HALF';

/**
 * The share of a method's surcharge a code leaves: half for the mock's code ("changes commission rate"); a code it
 * does not know leaves the whole, quoted without discount, as a service that knows only its own codes would.
 */
export function surchargeShare(code: string | undefined): number {
  return code?.trim() === MOCK_DISCOUNT_CODE ? 0.5 : 1;
}
