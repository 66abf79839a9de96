import type { HmacScheme, HmacSignedPart } from '../config/target-config';

/** The keys of the assumption table that set each field of the construction (ASSUME-HMAC-SCHEME). */
export const HMAC_KEYS = {
  placement: 'HMAC_PLACEMENT',
  authorizationPrefix: 'HMAC_AUTHORIZATION_PREFIX',
  signed: 'HMAC_SIGNED',
  path: 'HMAC_PATH',
  nonce: 'HMAC_NONCE',
  encoding: 'HMAC_ENCODING',
} as const;

type Construction = Pick<HmacScheme, 'placement' | 'authorizationPrefix' | 'signed' | 'path' | 'nonce' | 'encoding'>;

/**
 * The family the probe tries: where the signature goes, what is signed in which order, the path, the nonce, the
 * encoding.
 */
const FAMILY = {
  placement: [
    ['headers', 'HMAC'],
    ['authorization', 'HMAC'],
    ['authorization', 'Bearer'],
  ] as const,
  signed: [
    ['timestamp', 'method', 'path', 'body'],
    ['method', 'path', 'timestamp', 'body'],
  ] as HmacSignedPart[][],
  path: ['with-slash', 'without-slash'] as const,
  nonce: ['seconds', 'milliseconds'] as const,
  encoding: ['hex', 'base64'] as const,
};

/** `first` in front, the rest in the family's order. */
function firstOf<T>(values: readonly T[], first: T, same = (a: T, b: T) => a === b): T[] {
  return [first, ...values.filter((value) => !same(value, first))];
}

/**
 * Every construction of the family, the configured one first and the ones that differ from it in fewer
 * dimensions sooner: the probe stops at the first the target accepts, so a target close to the configuration
 * costs few requests (48 at most).
 */
export function hmacCandidates(configured: HmacScheme): HmacScheme[] {
  const same = (a: readonly unknown[], b: readonly unknown[]) => a.join() === b.join();
  const all: { scheme: HmacScheme; distance: number }[] = [];
  for (const [placement, prefix] of firstOf(
    FAMILY.placement,
    FAMILY.placement.find(
      ([p, x]) => p === configured.placement && (p === 'headers' || x === configured.authorizationPrefix),
    ) ?? FAMILY.placement[0],
    same,
  )) {
    for (const signed of firstOf(
      FAMILY.signed,
      FAMILY.signed.find((order) => same(order, configured.signed)) ?? FAMILY.signed[0],
      same,
    )) {
      for (const path of firstOf(FAMILY.path, configured.path)) {
        for (const nonce of firstOf(FAMILY.nonce, configured.nonce)) {
          for (const encoding of firstOf(FAMILY.encoding, configured.encoding)) {
            const construction: Construction = {
              placement,
              authorizationPrefix: prefix,
              signed,
              path,
              nonce,
              encoding,
            };
            const distance = (Object.keys(construction) as (keyof Construction)[]).filter(
              (key) => String(construction[key]) !== String(configured[key]),
            ).length;
            all.push({ scheme: { ...configured, ...construction }, distance });
          }
        }
      }
    }
  }
  return all.sort((a, b) => a.distance - b.distance).map((candidate) => candidate.scheme);
}

/** The keys and values that select `scheme`'s construction. */
export function hmacValues(scheme: HmacScheme): Record<string, string> {
  return {
    [HMAC_KEYS.placement]: scheme.placement,
    [HMAC_KEYS.authorizationPrefix]: scheme.authorizationPrefix,
    [HMAC_KEYS.signed]: scheme.signed.join(','),
    [HMAC_KEYS.path]: scheme.path,
    [HMAC_KEYS.nonce]: scheme.nonce,
    [HMAC_KEYS.encoding]: scheme.encoding,
  };
}
