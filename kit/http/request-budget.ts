import type { BudgetKey } from './request-limits';

/** A request's turn under a limit: `take` resolves when the request may go. */
export interface Budget {
  readonly key: BudgetKey;
  take(): Promise<void>;
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
 * The suite's own traffic kept under a documented rate limit (Limits): at most `perMinute` requests in any
 * 60 s, waiting in real time when the budget is spent. The run's budget server holds one per target and limit.
 */
export class RequestBudget {
  private readonly sent: number[] = [];

  constructor(
    readonly perMinute: number,
    private readonly now = () => Date.now(),
    private readonly sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
  ) {}

  async take(): Promise<void> {
    for (;;) {
      const windowStart = this.now() - WINDOW_MS;
      while (this.sent.length && this.sent[0] <= windowStart) this.sent.shift();
      if (this.sent.length < this.perMinute) break;
      await this.sleep(this.sent[0] - windowStart + 1);
    }
    this.sent.push(this.now());
  }
}
