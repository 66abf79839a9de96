/** Deterministic pseudo-random numbers (mulberry32), so the seed orders are the same on every start. */
export type Random = () => number;

export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)];
}

// Character codes, made into a string once: a string grown a character at a time leaves a garbage string per
// character, which a large seed (30000 orders, mock/seed-orders.ts) spends most of its time collecting.
function charCodes(random: Random, alphabet: string, length: number): number[] {
  const codes = new Array<number>(length);
  for (let i = 0; i < length; i++) codes[i] = alphabet.charCodeAt(Math.floor(random() * alphabet.length));
  return codes;
}

export function randomChars(random: Random, alphabet: string, length: number): string {
  return String.fromCharCode(...charCodes(random, alphabet, length));
}

const HYPHEN = 0x2d;

/** A version-4 shaped UUID drawn from `random`. */
export function randomUuid(random: Random): string {
  const hex = charCodes(random, '0123456789abcdef', 32);
  hex[12] = '4'.charCodeAt(0);
  hex[16] = '89ab'.charCodeAt(Math.floor(random() * 4));
  return String.fromCharCode(
    ...hex.slice(0, 8),
    HYPHEN,
    ...hex.slice(8, 12),
    HYPHEN,
    ...hex.slice(12, 16),
    HYPHEN,
    ...hex.slice(16, 20),
    HYPHEN,
    ...hex.slice(20),
  );
}
