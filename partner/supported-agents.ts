import Bowser from 'bowser';

import type { Agent } from '../kit/page/agent';

export type { Agent };

/** The customer's browser and operating system in the service's words, from a User-Agent (bowser reads it). */
export function agentOf(userAgent: string): Agent {
  const { os, browser } = Bowser.parse(userAgent);
  return { os: os.name ?? 'unknown', browser: browser.name ?? 'unknown' };
}

const same = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'accent' }) === 0;

/**
 * Resources › Payment method: a method whose supported_agents is not null works only on the listed browser and
 * operating system pairs, and clients must not offer it elsewhere. Null (or absent): offered everywhere.
 */
export function mayOfferPaymentMethod(method: { supported_agents?: readonly Agent[] | null }, agent: Agent): boolean {
  const listed = method.supported_agents;
  return (
    listed === null ||
    listed === undefined ||
    listed.some((entry) => same(entry.os, agent.os) && same(entry.browser, agent.browser))
  );
}
