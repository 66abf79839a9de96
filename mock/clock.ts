/** Mock time: real time plus an offset that only the test-control API moves. */
export class Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(this.nowMs());
  }

  nowMs(): number {
    return Date.now() + this.offsetMs;
  }

  advance(seconds: number): Date {
    this.offsetMs += seconds * 1000;
    return this.now();
  }

  reset(): void {
    this.offsetMs = 0;
  }
}
