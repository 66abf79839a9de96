import Bowser from 'bowser';
import { iso31661, iso31662 } from 'iso-3166';

// The world's reference data, read from well-kept sources rather than typed here: Node's Intl (CLDR) for region and
// currency names, ISO 4217 codes and minor units; wooorm's iso-3166 for ISO 3166-1 codes and ISO 3166-2:US; bowser
// (the agent library the partner's half already parses User-Agents with) for operating systems and browsers. In
// rules/, as data: the suite judges answers by it and the mock names its own reference data from it, one reading of
// the world for both (the mock never imports the kit's checks).

/** The world's lists an answer's codes and names are held to (ASSUME-LEG-WORLD-CODES, ASSUME-LEG-WORLD-NAMES). */
export type WorldList = 'countries' | 'us-states' | 'currencies' | 'operating-systems' | 'browsers';

const regionNames = new Intl.DisplayNames('en', { type: 'region', fallback: 'none' });
const shortRegionNames = new Intl.DisplayNames('en', { type: 'region', style: 'short', fallback: 'none' });
const currencyNames = new Intl.DisplayNames('en', { type: 'currency', fallback: 'none' });

/** ISO 3166-1 alpha-2 codes of assigned countries (Intl also names EU, ZZ and aliases such as UK: no country codes). */
const countryCodes = new Set(iso31661.map((country) => country.alpha2));
const isoCountryNames = new Map(iso31661.map((country) => [country.alpha2, country.name]));
/** ISO 3166-2:US: the states, the District of Columbia and the outlying areas, by their code after "US-". */
const usSubdivisions = new Map(
  iso31662.filter((entry) => entry.parent === 'US').map((entry) => [entry.code.slice(3), entry.name]),
);
/** ISO 4217 codes in use as Node's ICU lists them. */
const currencyCodes = new Set(Intl.supportedValuesOf('currency'));

/** Names as bowser gives them (values) and as it keys them (keys: MacOS, samsung_internet). */
const agentNames = (map: Record<string, string>) => [...Object.values(map), ...Object.keys(map)];
const operatingSystems = agentNames(Bowser.OS_MAP);
const browsers = agentNames(Bowser.BROWSER_MAP);

const upper = (code: string) => code.trim().toUpperCase();

/** Whether `code` is one of the world's list; for a US state, with or without its "US-" prefix. */
export function isWorldCode(list: 'countries' | 'us-states' | 'currencies', code: string): boolean {
  const wanted = upper(code);
  if (list === 'countries') return countryCodes.has(wanted);
  if (list === 'us-states') return usSubdivisions.has(wanted.replace(/^US-/, ''));
  return currencyCodes.has(wanted) || currencyName(wanted) !== undefined;
}

/** The world's English name of a country: CLDR's (Intl), the name ISO 3166-1 gives, empty for an unknown code. */
export function countryNames(code: string): string[] {
  const wanted = upper(code);
  if (!countryCodes.has(wanted)) return [];
  return [...new Set([regionNames.of(wanted), shortRegionNames.of(wanted), isoCountryNames.get(wanted)])].filter(
    (name): name is string => name !== undefined,
  );
}

/** The English name CLDR gives a country: the one the mock lists. */
export function countryName(code: string): string | undefined {
  return countryCodes.has(upper(code)) ? regionNames.of(upper(code)) : undefined;
}

/** The ISO 3166-2 name of a US subdivision, by its code with or without "US-". */
export function usStateName(code: string): string | undefined {
  return usSubdivisions.get(upper(code).replace(/^US-/, ''));
}

/** CLDR's English name of a currency; undefined for a code it does not know. */
export function currencyName(code: string): string | undefined {
  // A code of another form than three letters is no currency: DisplayNames throws on it.
  return /^[A-Z]{3}$/.test(upper(code)) ? currencyNames.of(upper(code)) : undefined;
}

/** English locales of every region (en-GB, en-AU, en-CA, …): the English a currency's symbol is written in. */
const englishLocales = ['en', ...iso31661.map((country) => `en-${country.alpha2}`)];
const symbolsByCode = new Map<string, string[]>();

/** The symbol Intl writes a currency with in a locale: its symbol or its narrow one ("CA$" or "$"). */
function symbolIn(locale: string, code: string, display: 'symbol' | 'narrowSymbol'): string | undefined {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: code, currencyDisplay: display })
    .formatToParts(1)
    .find((part) => part.type === 'currency')?.value;
}

/**
 * The world's English symbols of a currency: its ISO 4217 code, and every symbol and narrow symbol CLDR (Intl) writes
 * it with in an English locale ("$", "US$" and "USD" for USD; "kr", "Kr" and "SEK" for SEK); none for an unknown code.
 */
export function currencySymbols(code: string): string[] {
  const wanted = upper(code);
  if (currencyName(wanted) === undefined) return [];
  let symbols = symbolsByCode.get(wanted);
  if (!symbols) {
    const written = englishLocales.flatMap((locale) =>
      (['symbol', 'narrowSymbol'] as const).map((display) => symbolIn(locale, wanted, display)),
    );
    symbols = [...new Set([wanted, ...written])].filter((symbol): symbol is string => symbol !== undefined);
    symbolsByCode.set(wanted, symbols);
  }
  return symbols;
}

/** The symbol the mock lists: Intl's English one, or its narrow one where the English one is the code (zł, kr). */
export function currencySymbol(code: string): string {
  const symbol = symbolIn('en', upper(code), 'symbol') ?? upper(code);
  return symbol === upper(code) ? (symbolIn('en', upper(code), 'narrowSymbol') ?? symbol) : symbol;
}

/** The digits of a currency's minor unit (ISO 4217), as Intl formats it: 2 for EUR, 0 for JPY. */
export function minorUnits(code: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency: upper(code) }).resolvedOptions()
    .maximumFractionDigits!;
}

/** A name in another language than English, as Intl gives it: a service that names its lists in its own words. */
export function regionNameIn(locale: string, code: string): string | undefined {
  return new Intl.DisplayNames(locale, { type: 'region', fallback: 'none' }).of(upper(code));
}

export function currencyNameIn(locale: string, code: string): string | undefined {
  return new Intl.DisplayNames(locale, { type: 'currency', fallback: 'none' }).of(upper(code));
}

/** Every world name of a list, by code: what a name that belongs to another code is found in. */
export function worldNamesByCode(list: 'countries' | 'us-states' | 'currencies'): ReadonlyMap<string, string[]> {
  let names = namesByCode.get(list);
  if (!names) {
    names =
      list === 'countries'
        ? new Map([...countryCodes].map((code) => [code, countryNames(code)]))
        : list === 'us-states'
          ? new Map([...usSubdivisions].map(([code, name]) => [code, [name]]))
          : new Map([...currencyCodes].map((code) => [code, [currencyName(code) ?? code]]));
    namesByCode.set(list, names);
  }
  return names;
}
const namesByCode = new Map<string, ReadonlyMap<string, string[]>>();

/** The operating systems and browsers bowser knows, by its names and keys. */
export function agentNamesOf(list: 'operating-systems' | 'browsers'): readonly string[] {
  return list === 'operating-systems' ? operatingSystems : browsers;
}

/** ISO 3166-1 alpha-3 of a country: the codes of the mock's reading 'own' of ASSUME-LEG-WORLD-CODES. */
export function alpha3Of(code: string): string | undefined {
  return iso31661.find((country) => country.alpha2 === upper(code))?.alpha3;
}
