import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { PARTNER_HOST_NAME, type Environment } from './environment';
import type { Seams } from './seams';

/** The two surfaces whose orders hand the customer a checkout URL. */
export type CheckoutSurface = 'legacy' | 'hosted';

/** How long a checkout URL waits for its first load (Limits: a minute, on both surfaces), and what follows. */
interface CheckoutLifetime {
  validSeconds: number;
  unloadedExpires: boolean;
  loadedStays: boolean;
  /** Seconds after its first load a loaded URL keeps loading. */
  lastsSeconds: number;
  /** A first load later than this (seconds after creation) is served once but not kept past the window. */
  keptWhenLoadedWithinSeconds: number;
}

interface SurfaceCheckout {
  /** First path segment of its checkout URLs. */
  path: string;
  /** Its lifetime, from the surface's clock seams. */
  lifetime: (seams: Seams) => CheckoutLifetime;
}

/** Per surface: where its checkout pages live and which clock seams time them. */
const surfaceCheckouts: Record<CheckoutSurface, SurfaceCheckout> = {
  legacy: {
    path: 'checkout',
    lifetime: (seams) => ({
      validSeconds: seams.legacyCheckoutUrlValidSeconds,
      unloadedExpires: seams.legacyUnloadedCheckoutUrlExpires,
      loadedStays: seams.legacyLoadedCheckoutUrlStays,
      lastsSeconds: seams.legacyLoadedCheckoutUrlLastsSeconds,
      keptWhenLoadedWithinSeconds: seams.legacyCheckoutUrlKeptWhenLoadedWithinSeconds,
    }),
  },
  hosted: {
    path: 'hosted-checkout',
    lifetime: (seams) => ({
      validSeconds: seams.hostedCheckoutUrlValidSeconds,
      unloadedExpires: seams.hostedUnloadedCheckoutUrlExpires,
      loadedStays: seams.hostedLoadedCheckoutUrlStays,
      lastsSeconds: seams.hostedLoadedCheckoutUrlLastsSeconds,
      keptWhenLoadedWithinSeconds: seams.hostedCheckoutUrlKeptWhenLoadedWithinSeconds,
    }),
  },
};

/** The browser session a Hosted Checkout page is bound to by its first load, and that session's CSRF token. */
export interface CheckoutSession {
  id: string;
  csrf: string;
}

export interface Checkout {
  token: string;
  orderId: string;
  createdAtMs: number;
  loaded: boolean;
  /** When it was first loaded, on the mock clock. */
  loadedAtMs?: number;
  session?: CheckoutSession;
}

export const freshToken = () => randomBytes(18).toString('base64url');

function checkoutsOf(env: Environment, surface: CheckoutSurface): Map<string, Checkout> {
  return surface === 'legacy' ? env.state.checkouts : env.state.hostedCheckouts;
}

/** A fresh checkout URL for the order, on this environment's own base address. */
export function issueCheckout(env: Environment, orderId: string, surface: CheckoutSurface = 'legacy'): string {
  const now = env.clock.nowMs();
  const checkouts = checkoutsOf(env, surface);
  const shared =
    surface === 'legacy' && env.seams.legacyCheckoutUrls === 'shared' ? env.state.sharedCheckoutToken : undefined;
  if (shared !== undefined) {
    // Re-armed for the new order, so only uniqueness is broken, not the minute.
    checkouts.set(shared, { token: shared, orderId, createdAtMs: now, loaded: false });
    return checkoutUrl(env, surface, checkouts.get(shared)!);
  }
  // The real service's checkout id is a UUID.
  const token =
    surface === 'legacy' && env.seams.legacyCheckoutUrlForm === 'signed-query' ? randomUUID() : freshToken();
  checkouts.set(token, { token, orderId, createdAtMs: now, loaded: false });
  if (surface === 'legacy') env.state.sharedCheckoutToken ??= token;
  return checkoutUrl(env, surface, checkouts.get(token)!);
}

/** Signs the real service's checkout query; the mock never checks it (a key of its own, no secret of anyone's). */
const CHECKOUT_SIGNING_KEY = 'reference-mock-checkout-urls';

function checkoutUrl(env: Environment, surface: CheckoutSurface, checkout: Checkout): string {
  const base = `${env.baseUrl}/${surfaceCheckouts[surface].path}`;
  if (surface !== 'legacy' || env.seams.legacyCheckoutUrlForm === 'path') return `${base}/${checkout.token}`;
  // real-service-notes.md: on the partner's host.
  const onPartnerHost = new URL(base);
  onPartnerHost.hostname = PARTNER_HOST_NAME;
  // real-service-notes.md: expires is created_at plus 60 s, in unix seconds.
  const query = {
    expires: String(Math.floor(checkout.createdAtMs / 1000) + 60),
    id: checkout.token,
    oid: checkout.orderId,
  };
  const signature = createHmac('sha256', CHECKOUT_SIGNING_KEY)
    .update(`${query.expires}${query.id}${query.oid}`)
    .digest('hex');
  return `${onPartnerHost.href}?${new URLSearchParams({ ...query, signature })}`;
}

export type CheckoutOpening = { outcome: 'open'; checkout: Checkout } | { outcome: 'expired' } | { outcome: 'unknown' };

/**
 * Loads a checkout URL: the first load within its window marks it loaded, and (faithfully) a loaded URL never expires.
 */
export function openCheckout(env: Environment, token: string, surface: CheckoutSurface = 'legacy'): CheckoutOpening {
  const checkout = checkoutsOf(env, surface).get(token);
  if (!checkout) return { outcome: 'unknown' };
  const lifetime = surfaceCheckouts[surface].lifetime(env.seams);
  const now = env.clock.nowMs();
  const inTime = now - checkout.createdAtMs <= lifetime.validSeconds * 1000;
  if (!lifetime.loadedStays && !inTime) return { outcome: 'expired' };
  if (checkout.loaded) {
    const loadedAtMs = checkout.loadedAtMs ?? checkout.createdAtMs;
    const kept = loadedAtMs - checkout.createdAtMs <= lifetime.keptWhenLoadedWithinSeconds * 1000;
    if (now - loadedAtMs > lifetime.lastsSeconds * 1000 || (!kept && !inTime)) return { outcome: 'expired' };
    return { outcome: 'open', checkout };
  }
  if (inTime || !lifetime.unloadedExpires) {
    checkout.loaded = true;
    checkout.loadedAtMs = now;
    return { outcome: 'open', checkout };
  }
  return { outcome: 'expired' };
}

/** A checkout URL as it stands, without loading it (the Pay button posts to a page already loaded). */
export function findCheckout(env: Environment, token: string, surface: CheckoutSurface): Checkout | undefined {
  return checkoutsOf(env, surface).get(token);
}
