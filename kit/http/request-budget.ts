import type { BudgetKey } from './request-limits';

/**
 * What a turn is for: a request of the API, or a checkout page loaded as the customer's browser opens it, whose
 * minute is the promise under test (Limits: "Checkout URL validity before first load, 1 minute"): a load never waits.
 */
export type Turn = 'request' | 'page-load';

/** A request's turn under a limit: `take` resolves when the request may go. */
export interface Budget {
  readonly key: BudgetKey;
  take(turn?: Turn): Promise<void>;
  /**
   * Runs `body` with the limit to this test alone (a rate-limit scenario, whose burst would refuse others'
   * requests): it starts once every test that sent under the limit has ended, and until this test ends, others
   * wait at their first request.
   */
  alone<T>(body: () => Promise<T>): Promise<T>;
}

/**
 * A request counts against the budget for a second past the minute: the target sees it later than the budget lets
 * it go (signing, the client's queue, the network), so a window exact to the millisecond put 31 of a 30-a-minute
 * budget in one minute as the evidence timed them.
 */
const WINDOW_MS = 61_000;

/**
 * The room the API requests of a limit that checkout pages load under (the Hosted one) leave to those loads: a
 * tenth. The document's limit may count a load (production's is per IP) or not (sandbox's is per merchant account,
 * and a load carries no credential); kept free either way, a load that never waits stays under the limit while a
 * minute holds no more loads than this.
 */
export function pageLoadRoom(perMinute: number): number {
  return Math.floor(perMinute / 10);
}

/**
 * The suite's own traffic kept under a documented rate limit (Limits): at most `perMinute` requests in any
 * 60 s, waiting in real time when the budget is spent. The run's budget server holds one per target and limit.
 * API requests wait once they fill all but `reserved` (pageLoadRoom on the Hosted limit); a checkout page load never
 * waits, and is counted.
 */
export class RequestBudget {
  private readonly sent: number[] = [];

  constructor(
    readonly perMinute: number,
    private readonly now = () => Date.now(),
    private readonly sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
    readonly reserved = 0,
  ) {}

  async take(turn: Turn = 'request'): Promise<void> {
    const room = turn === 'page-load' ? Number.POSITIVE_INFINITY : Math.max(1, this.perMinute - this.reserved);
    for (;;) {
      const windowStart = this.now() - WINDOW_MS;
      while (this.sent.length && this.sent[0] <= windowStart) this.sent.shift();
      if (this.sent.length < room) break;
      // Loads may have filled it past the room: the wait is until enough of the oldest have left the window.
      await this.sleep(this.sent[this.sent.length - room] - windowStart + 1);
    }
    this.sent.push(this.now());
  }
}
