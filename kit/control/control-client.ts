import type { Capabilities } from '../config/target-config';
import { environmentFailure } from '../http/environment-failure';
import { CLOCK_SCOPE_HEADER } from './clock-scopes';

/** The target's optional test-control API (target-contract.md, section 2). */
export class ControlClient {
  constructor(
    private readonly controlUrl: string | undefined,
    readonly capabilities: Partial<Capabilities>,
    /** The test's clock scope, when it has one: the clock it advances is the scope's alone. */
    readonly clockScope?: string,
  ) {}

  has(capability: keyof Capabilities): boolean {
    return Boolean(this.controlUrl && this.capabilities[capability]);
  }

  /** Why a scenario that needs `capability` cannot run here, or undefined when it can. */
  missing(capability: keyof Capabilities): string | undefined {
    if (!this.controlUrl) return `needs the test-control capability "${capability}": CONTROL_URL is not set`;
    if (!this.capabilities[capability])
      return `needs the test-control capability "${capability}", which the target does not offer`;
    return undefined;
  }

  /**
   * Why a test cannot move time on its own here: no clock, or no clock scope of its own (the target's one clock would
   * move beside the other tests); undefined when it can.
   */
  missingOwnClock(): string | undefined {
    return (
      this.missing('clock') ??
      (this.clockScope
        ? undefined
        : 'needs the test-control capability "clockScopes": the target\'s one clock, moved here, would move beside ' +
          'the other tests')
    );
  }

  async advanceClock(seconds: number): Promise<string> {
    return ((await this.post('/clock/advance', { seconds })) as { now: string }).now;
  }

  async reset(): Promise<void> {
    await this.post('/reset', {});
  }

  /**
   * Asks the target to deliver one webhook of `kind` from `env` to `url` (an addition of this suite: see docs/mock.md).
   * Delivered at least once before this call answers (ASSUME-WEBHOOK-DELIVERY); the kinds are ASSUME-WEBHOOK-KINDS.
   */
  async deliverWebhook(delivery: { env: string; kind: 'order' | 'ramp'; url: string }): Promise<void> {
    await this.post('/webhooks/deliver', delivery);
  }

  async setOrderStatus(id: string, status: string): Promise<void> {
    await this.post(`/orders/${encodeURIComponent(id)}/status`, { status });
  }

  private async post(path: string, body: unknown): Promise<unknown> {
    // The target's own test-control API failing drives nothing: no verdict on the target's rules.
    const where = `test-control POST ${path} (CONTROL_URL=${this.controlUrl})`;
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      ...(this.clockScope ? { [CLOCK_SCOPE_HEADER]: this.clockScope } : {}),
    };
    const response = await fetch(`${this.controlUrl}${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers,
      signal: AbortSignal.timeout(10_000),
    }).catch((error: Error & { cause?: Error }) =>
      environmentFailure('no-answer', `${where}: ${(error.cause ?? error).message.split('\n')[0]}`),
    );
    if (!response.ok) environmentFailure('server-error', `${where} answered ${response.status}`);
    return response.json();
  }
}

/** Asks the target once per run (global setup) which parts of the test-control API it offers. */
export async function fetchCapabilities(controlUrl: string, timeoutMs: number): Promise<Partial<Capabilities>> {
  const response = await fetch(`${controlUrl}/capabilities`, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`answered ${response.status}`);
  const body = (await response.json()) as Record<string, unknown>;
  return {
    clock: body.clock === true,
    reset: body.reset === true,
    orderStatus: body.orderStatus === true,
    webhooks: body.webhooks === true,
    clockScopes: body.clockScopes === true,
  };
}
