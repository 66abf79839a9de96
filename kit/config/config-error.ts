/** A configuration mistake, told in one line that names the variable, the file or the key. */
export class ConfigError extends Error {}
