import type { FastifyInstance } from 'fastify';
import type { Environment } from '../../environment';
import { coins, networkCodeOf, type Coin } from '../../reference-data/coins';
import { countries, usStates } from '../../reference-data/countries';
import { fiats, type Fiat } from '../../reference-data/fiats';
import { alpha3Of, countryName, currencyName, regionNameIn, currencyNameIn } from '../../../rules/world';
import { InvalidParameter } from './errors';

type OrderType = 'buy' | 'sell';

/** A listing as answered: its entries, the first one twice where the seam listedTwice names the listing. */
export function asListed<T>(
  env: Environment,
  listing: Environment['seams']['listedTwice'][number],
  entries: readonly T[],
): T[] {
  return env.seams.listedTwice.includes(listing) && entries.length > 0 ? [entries[0], ...entries] : [...entries];
}

function orderType(env: Environment, params: unknown): OrderType {
  // The document gives orderType the default buy, so /api/fiats without it lists buy currencies.
  const given = (params as { orderType?: string }).orderType;
  // The reading where the segment is required: the path without it names no operation.
  if (given === undefined && env.seams.omittedOrderType === 'refused')
    throw Object.assign(new Error('orderType is required in the path'), { statusCode: 404 });
  const value = given ?? (env.seams.omittedOrderType === 'sell' ? 'sell' : 'buy');
  if (value === 'sell' && env.seams.sellListings === 'refused')
    throw new InvalidParameter('Invalid parameter', 'orderType must be buy');
  if (value === 'buy' || value === 'sell') return value;
  if (env.seams.unknownOrderType === 'default') return 'buy';
  throw new InvalidParameter('Invalid parameter', 'orderType must be buy or sell');
}

/** A country's code as the reading ASSUME-LEG-WORLD-CODES writes it: ISO 3166-1 alpha-2, or alpha-3. */
export function countryCodeOf(env: Environment, code: string): string {
  return env.seams.worldCodes === 'alpha-3' ? (alpha3Of(code) ?? code) : code;
}

/** A name in the service's words (ASSUME-LEG-WORLD-NAMES): the world's English one, or Intl's German one. */
const inWords = (env: Environment, english: string, german: string | undefined) =>
  env.seams.worldNames === 'german' ? (german ?? english) : english;

/** Each entry's name from the next one's, the last's from the first's (a fault: names shifted one entry along). */
function shifted<T extends { name: string }>(entries: readonly T[]): T[] {
  return entries.map((entry, index) => ({ ...entry, name: entries[(index + 1) % entries.length].name }));
}

/**
 * The fiats as listed: the first two names exchanged, each symbol the next one's, and RMB listed, where the seam
 * worldMisfits says so.
 */
function fiatsListed(env: Environment, listed: readonly Fiat[]): Fiat[] {
  const misfits = env.seams.worldMisfits;
  const entries = [...listed];
  if (misfits.includes('fiat-names-exchanged') && entries.length > 1)
    [entries[0], entries[1]] = [
      { ...entries[0], name: entries[1].name },
      { ...entries[1], name: entries[0].name },
    ];
  if (misfits.includes('fiat-symbols-shifted'))
    entries.splice(
      0,
      entries.length,
      ...entries.map((fiat, index) => ({ ...fiat, symbol: entries[(index + 1) % entries.length].symbol })),
    );
  if (misfits.includes('fiat-code-not-iso'))
    entries.push({ ...entries[0], code: 'RMB', name: currencyName('CNY') ?? 'Chinese Yuan', symbol: '¥' });
  return entries;
}

function fiatEntry(env: Environment, fiat: Fiat) {
  const name = inWords(env, fiat.name, currencyNameIn('de', fiat.code));
  const entry = { fiat_code: fiat.code, fiat_name: name, fiat_symbol: fiat.symbol };
  if (!env.seams.fiatSymbolListed) return { fiat_code: entry.fiat_code, fiat_name: entry.fiat_name };
  return entry;
}

/** A coin's networks as listed: its last network that is not the default twice, where the seam says so. */
function listedChains(env: Environment, coin: Coin) {
  const twice = env.seams.listedTwice.includes('networks')
    ? coin.blockchains.filter((chain) => !chain.isDefault).at(-1)
    : undefined;
  return twice ? [...coin.blockchains, twice] : coin.blockchains;
}

/**
 * Whether the listing marks this network is_default: the coin's default, and where the seam says so its first other
 * network too, or on a coin of several networks none.
 */
function markedDefault(env: Environment, coin: Coin, chain: Coin['blockchains'][number]): boolean {
  if (env.seams.coinDefaultNetworks === 'none' && coin.blockchains.length > 1) return false;
  return (
    chain.isDefault ||
    (env.seams.coinDefaultNetworks === 'two' && chain === coin.blockchains.find((entry) => !entry.isDefault))
  );
}

function coinEntry(env: Environment, coin: Coin) {
  return {
    coin_code: coin.code,
    coin_name: coin.name,
    blockchains: listedChains(env, coin).map((chain) => ({
      code: networkCodeOf(chain.network, env.seams.networkCodes),
      description: chain.description,
      ...(chain.contractId !== undefined
        ? { contract_id: chain.contractId }
        : env.seams.contractIdOnNative
          ? { contract_id: '0x0000000000000000000000000000000000000001' }
          : {}),
      is_default: markedDefault(env, coin, chain),
      ...(env.seams.coinMinValueType === 'absent'
        ? {}
        : { min_value: env.seams.coinMinValueType === 'string' ? String(chain.minValue) : chain.minValue }),
      ...(env.seams.coinAddressTag === 'present' ? { address_tag: { ...chain.addressTag } } : {}),
    })),
  };
}

/** Fiat currencies, coins, countries and US states. */
export function referenceRoutes(env: Environment) {
  return async (app: FastifyInstance) => {
    for (const path of ['/fiats', '/fiats/:orderType']) {
      app.get(path, async (request) => {
        const type = orderType(env, request.params);
        const listed = fiats.filter((fiat) => type === 'buy' || fiat.sell);
        return {
          data: { fiats: asListed(env, 'fiats', fiatsListed(env, listed)).map((fiat) => fiatEntry(env, fiat)) },
        };
      });
    }
    for (const path of ['/coins', '/coins/:orderType']) {
      app.get(path, async (request) => {
        const type = orderType(env, request.params);
        const listed = coins.filter((coin) => type === 'buy' || coin.sell);
        return { data: { coins: asListed(env, 'coins', listed).map((coin) => coinEntry(env, coin)) } };
      });
    }
    app.get('/countries', async () => {
      const misfits = env.seams.worldMisfits;
      const named = countries.map((country) => ({
        ...country,
        name: inWords(env, country.name, regionNameIn('de', country.code)),
      }));
      const listed = [
        ...(misfits.includes('country-names-shifted') ? shifted(named) : named),
        ...(misfits.includes('country-code-not-iso') ? [{ code: 'EL', name: countryName('GR') ?? 'Greece' }] : []),
      ];
      return {
        data: {
          countries: asListed(env, 'countries', listed).map((country) => ({
            // EL is no country code of any form: written as it is.
            country_code: country.code === 'EL' ? country.code : countryCodeOf(env, country.code),
            country_name: env.seams.countryNameType === 'null' ? null : country.name,
          })),
        },
      };
    });
    app.get('/countries/us/states', async () => {
      const misfits = env.seams.worldMisfits;
      const listed = [
        ...(misfits.includes('state-names-shifted') ? shifted(usStates) : usStates),
        ...(misfits.includes('state-not-us') ? [{ code: 'ON', name: 'Ontario' }] : []),
      ];
      const states = asListed(env, 'states', listed).map((state) => ({
        state_code: state.code,
        state_name: state.name,
      }));
      return { data: { [env.seams.usStatesField]: states } };
    });
  };
}
