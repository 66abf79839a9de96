import type { Seams } from './seams';
import { largeVolume } from './seed-orders';

export type OrderVolume = Seams['orderVolume'];

/** An order history the mock can start with besides its default: a row at the content seam, like a reading. */
export interface OrderVolumeRow {
  name: Exclude<OrderVolume, 'default'>;
  description: string;
  seams: Partial<Seams>;
}

export const orderVolumes: readonly OrderVolumeRow[] = [
  {
    name: 'large',
    description:
      `a real sandbox's volume: ${largeVolume.orders} orders per environment over the ${largeVolume.days} ` +
      `days before start, ` +
      `customers cust-0001 to cust-${String(largeVolume.regulars.length).padStart(4, '0')} ` +
      `with ${largeVolume.regulars.join(', ')} orders, ` +
      `${largeVolume.tailCustomers} others with a few each`,
    seams: { orderVolume: 'large' },
  },
];

/** The rows that give `volume` (none for the default), for seamsOf. */
export function orderVolumeRows(volume: OrderVolume | undefined): { name: string; seams: Partial<Seams> }[] {
  return orderVolumes
    .filter((row) => row.name === volume)
    .map((row) => ({ name: `order volume ${row.name}`, seams: row.seams }));
}

/** The volume a name gives (`--data NAME`); undefined for a name that gives none. */
export function orderVolumeOf(name: string): OrderVolume | undefined {
  return name === 'default' || orderVolumes.some((row) => row.name === name) ? (name as OrderVolume) : undefined;
}

/** The names `--data` takes, for a refusal that lists them. */
export const orderVolumeNames: readonly OrderVolume[] = ['default', ...orderVolumes.map((row) => row.name)];
