/**
 * Which part of a sharded run this process is, from Playwright's own flags: `--shard=i/N` runs a share of the
 * parallel scenarios; `--project=serial` runs the serial ones, once, after every shard (they move the target's
 * clock and fill its rate-limit windows, so nothing else may run beside them). Undefined for a whole run.
 */
export function runPart(argv: readonly string[]): string | undefined {
  if (valuesOf(argv, '--project').includes('serial')) return 'serial';
  const shard = valuesOf(argv, '--shard')[0]?.match(/^(\d+)\/(\d+)$/);
  return shard ? `${shard[1]}-of-${shard[2]}` : undefined;
}

/**
 * Why the flags name no one part, or undefined: `--project=serial` with `--shard` would run a share of the serial
 * part and record it as the whole of it (`run --shard I/N --serial`, or the flags given to Playwright directly).
 */
export function partConflict(argv: readonly string[]): string | undefined {
  return valuesOf(argv, '--project').includes('serial') && valuesOf(argv, '--shard').length
    ? '--shard and the serial part (--serial, --project=serial) are two parts of a sharded run: run each ' +
        'shard with --shard I/N, then the serial part once, unsharded'
    : undefined;
}

/** `--flag=value` and `--flag value` (Playwright's CLI takes both). */
function valuesOf(argv: readonly string[], flag: string): string[] {
  return argv.flatMap((arg, i) =>
    arg === flag && argv[i + 1] ? [argv[i + 1]] : arg.startsWith(`${flag}=`) ? [arg.slice(flag.length + 1)] : [],
  );
}

/** Where the runner leaves its part for its workers: they load the config without the runner's flags. */
export const RUN_PART_VARIABLE = 'CONFORMANCE_RUN_PART_OF_RUNNER';

/**
 * The part of the run this process serves: the runner's from its flags (left for its workers in RUN_PART_VARIABLE),
 * a worker's from there, so both build the same projects.
 */
export function partOfRun(argv: readonly string[], env: Record<string, string | undefined>): string | undefined {
  const fromFlags = runPart(argv);
  if (fromFlags) env[RUN_PART_VARIABLE] = fromFlags;
  return fromFlags ?? (env[RUN_PART_VARIABLE] || undefined);
}
