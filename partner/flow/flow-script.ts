import type { Page } from '@playwright/test';
import type { PaymentMethodChoice } from '../../kit/flow/flow-record';

/** Who the script takes through the partner's app: the app's address, a customer of the plan, the method chosen. */
export interface Buyer {
  app: string;
  customer: string;
  method: PaymentMethodChoice;
}

/**
 * The partner's flow script (`--script FILE`, its default export): how a customer buys in the partner's staging app.
 * partner/examples/staging-flow.mjs is one.
 */
export interface FlowScript {
  /** From the app's first page to the click that confirms; calls `steps.review()` just before that click. */
  buy(page: Page, buyer: Buyer, steps: { review(): Promise<void> }): Promise<void>;
  /** The customer, back on the partner's page after a checkout that failed, asks again. */
  retry?(page: Page, buyer: Buyer): Promise<void>;
  /** The selector of the element the payment SDK or embedded payment button mounts in (Native API). */
  sdk?: string;
  /** Whether `buy` can choose an alternative payment method (buyer.method 'alternative'). */
  alternative?: boolean;
}

/** Why a loaded module is no flow script; undefined when it is one. */
export function notAFlowScript(loaded: unknown): string | undefined {
  const script = loaded as Partial<FlowScript> | undefined;
  if (typeof script?.buy !== 'function') return 'its default export has no function buy(page, buyer, steps)';
  if (script.retry !== undefined && typeof script.retry !== 'function') return 'its retry is not a function';
  if (script.sdk !== undefined && typeof script.sdk !== 'string') return 'its sdk is not a selector (a string)';
  return undefined;
}
