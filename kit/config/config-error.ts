/** A configuration mistake, told in one line that names the variable, the file or the key. */
export class ConfigError extends Error {}

/**
 * A configuration error's line, saying which of the variables it names came from `.env` (`fromDotenv`: the names
 * `.env` set and the shell did not): where the bad value is to be mended.
 */
export function configErrorLine(message: string, fromDotenv: ReadonlySet<string>): string {
  const named = [...new Set(message.match(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g) ?? [])].filter((name) =>
    fromDotenv.has(name),
  );
  return named.length ? `${message} (${named.join(', ')} from .env)` : message;
}
