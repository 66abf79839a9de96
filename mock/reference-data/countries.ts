import { countryName, usStateName } from '../../rules/world';

/** Countries and US states the service lists: their codes; their names the world's (rules/world.ts). */
export interface Country {
  code: string;
  name: string;
}

const named = (codes: readonly string[], nameOf: (code: string) => string | undefined): Country[] =>
  codes.map((code) => ({ code, name: nameOf(code) ?? code }));

export const countries: readonly Country[] = named(
  ['US', 'CA', 'GB', 'DE', 'FR', 'ES', 'IT', 'NL', 'PL', 'CH', 'SE', 'BR', 'AU'],
  countryName,
);

export const usStates: readonly Country[] = named(['CA', 'CO', 'FL', 'IL', 'MA', 'NY', 'TX', 'WA'], usStateName);
