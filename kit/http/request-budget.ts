/**
 * The suite's own traffic kept under a documented rate limit (Limits): at most `perMinute` requests in any
 * 60 s, waiting in real time when the budget is spent. One budget per process and limit.
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
      const windowStart = this.now() - 60_000;
      while (this.sent.length && this.sent[0] <= windowStart) this.sent.shift();
      if (this.sent.length < this.perMinute) break;
      await this.sleep(this.sent[0] - windowStart + 1);
    }
    this.sent.push(this.now());
  }
}
