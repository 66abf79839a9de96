import type { NetworkCode } from './reference-data/coins';
import { randomChars, type Random } from './seeded-random';

const base58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const bech32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const hex = '0123456789abcdef';

/** A well-formed address on the network (the checksum is not real: the service document shows none). */
export function sampleAddress(network: NetworkCode, random: Random): string {
  switch (network) {
    case 'bitcoin':
      return `bc1q${randomChars(random, bech32, 38)}`;
    case 'ethereum':
      return `0x${randomChars(random, hex, 40)}`;
    case 'tron':
      return `T${randomChars(random, base58, 33)}`;
    case 'ripple':
      return `r${randomChars(random, base58, 33)}`;
    case 'stellar':
      return `G${randomChars(random, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 55)}`;
    case 'solana':
      return randomChars(random, base58, 44);
    case 'polygon':
      return `0x${randomChars(random, hex, 40)}`;
  }
}

/** A transaction hash as the network writes it. */
export function sampleTxHash(network: NetworkCode, random: Random): string {
  const body = randomChars(random, hex, 64);
  return network === 'ethereum' || network === 'polygon' ? `0x${body}` : body;
}
