import { performance } from 'node:perf_hooks';
import { startForwarding } from '../partner/proxy/forwarding';

/** The figure of issue 14, item 2: what `proxy` adds to a request, in milliseconds (goal: a few). */
export interface ProxyOverhead {
  requests: number;
  directMedianMs: number;
  proxiedMedianMs: number;
  addedMedianMs: number;
  addedP95Ms: number;
}

const REQUESTS = 300;

/**
 * The same GET, one at a time, straight to the target and through the proxy (started here, as `proxy` starts it),
 * interleaved so that drift in the machine's speed falls on both alike.
 */
export async function proxyOverhead(
  targetUrl: string,
  path: string,
  headers: Record<string, string>,
): Promise<ProxyOverhead> {
  const forwarding = await startForwarding(new URL(targetUrl), 0, 1024 * 1024);
  const timeOne = async (base: string) => {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path} answered ${response.status} through ${base}`);
    return performance.now() - started;
  };
  try {
    // Warm both paths' connections first.
    for (let i = 0; i < 20; i++) await Promise.all([timeOne(targetUrl), timeOne(forwarding.url)]);
    const direct: number[] = [];
    const proxied: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      direct.push(await timeOne(targetUrl));
      proxied.push(await timeOne(forwarding.url));
    }
    const added = proxied.map((ms, i) => ms - direct[i]);
    return {
      requests: REQUESTS,
      directMedianMs: quantile(direct, 0.5),
      proxiedMedianMs: quantile(proxied, 0.5),
      addedMedianMs: quantile(added, 0.5),
      addedP95Ms: quantile(added, 0.95),
    };
  } finally {
    await forwarding.close();
  }
}

function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}
