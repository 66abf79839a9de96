import { randomUUID } from 'node:crypto';
import { issueCheckout } from './checkouts';
import type { Environment } from './environment';
import type { NetworkCode } from './reference-data/coins';

/** A Hosted Checkout order as the mock keeps it; fiatAmount stays the decimal string the partner sent. */
export interface HostedOrder {
  id: string;
  externalCustomerId: string;
  fiat: string;
  fiatAmount: string;
  crypto: string;
  blockchain: NetworkCode;
  walletAddress?: string;
  redirectUrl: string;
  createdAtMs: number;
  checkoutUrl: string;
}

export type HostedOrderRequest = Omit<HostedOrder, 'id' | 'createdAtMs' | 'checkoutUrl'>;

/** Records the order in the environment and issues its checkout URL. */
export function placeHostedOrder(env: Environment, request: HostedOrderRequest): HostedOrder {
  const id = randomUUID();
  const order: HostedOrder = {
    ...request,
    id,
    createdAtMs: env.clock.nowMs(),
    checkoutUrl: issueCheckout(env, id, 'hosted'),
  };
  env.state.hostedOrders.set(id, order);
  return order;
}
