import { randomUUID } from 'node:crypto';
import type { Environment } from './environment';

/** Statuses of a ramp are not shown by the document; a new one is pending, and nothing moves it. */
export type RampStatus = 'pending';

/** A bank-transfer ramp (POST /eapi/v0/ramps) as the mock keeps it. */
export interface Ramp {
  id: string;
  status: RampStatus;
  identityReference: string;
  externalCustomerId: string;
  source: string;
  target: string;
  amount: string;
  walletAddress: string;
  /** The locked quote's price when a live quoteId was given, else the indicative price of the moment. */
  price: string;
  quoteId?: string;
  createdAtMs: number;
}

export type RampRequest = Omit<Ramp, 'id' | 'status' | 'createdAtMs'>;

export function placeRamp(env: Environment, request: RampRequest): Ramp {
  const ramp: Ramp = { ...request, id: randomUUID(), status: 'pending', createdAtMs: env.clock.nowMs() };
  env.state.ramps.set(ramp.id, ramp);
  return ramp;
}
