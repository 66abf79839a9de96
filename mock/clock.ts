import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The header that puts a request in a clock scope (the control API's capability `clockScopes`): there the clock
 * reads the scope's own advances and the rate-limit windows are the scope's own, so scenarios that move time run
 * beside the rest.
 */
export const CLOCK_SCOPE_HEADER = 'x-conformance-clock-scope';

/**
 * Mock time: real time plus an offset that only the test-control API moves, and per clock scope an offset of its own.
 */
export class Clock {
  private offsetMs = 0;
  private readonly scopeOffsetsMs = new Map<string, number>();
  private readonly current = new AsyncLocalStorage<string>();

  /** Runs `body` in `scope` (none: the instance's clock alone); what it calls reads the scope's time. */
  within<T>(scope: string | undefined, body: () => T): T {
    return scope ? this.current.run(scope, body) : body();
  }

  now(): Date {
    return new Date(this.nowMs());
  }

  nowMs(): number {
    const scope = this.current.getStore();
    return Date.now() + this.offsetMs + (scope === undefined ? 0 : (this.scopeOffsetsMs.get(scope) ?? 0));
  }

  /** Moves the instance's clock, or only `scope`'s. */
  advance(seconds: number, scope?: string): Date {
    if (scope) this.scopeOffsetsMs.set(scope, (this.scopeOffsetsMs.get(scope) ?? 0) + seconds * 1000);
    else this.offsetMs += seconds * 1000;
    return this.within(scope, () => this.now());
  }

  /** A key of the current scope's own (its rate-limit windows): the same key outside any scope. */
  scoped(key: string): string {
    const scope = this.current.getStore();
    return scope === undefined ? key : `${key} in clock scope ${JSON.stringify(scope)}`;
  }

  reset(): void {
    this.offsetMs = 0;
    this.scopeOffsetsMs.clear();
  }
}

/** The clock scope a request names, if any. */
export function clockScopeOf(headers: Record<string, string | string[] | undefined>): string | undefined {
  const scope = headers[CLOCK_SCOPE_HEADER];
  return typeof scope === 'string' && scope !== '' ? scope : undefined;
}
