/** The longest a partner command waits to learn that something answers at the URL before it starts. */
const REACH_TIMEOUT_MS = 5000;

/**
 * Why nothing can reach `url`, or undefined when it answers at all (any status: a receiver may take POST only).
 * Told before the run, in one line, with `fix` (what to start or set): otherwise every rule would be skipped.
 */
export async function unreachable(url: string | undefined, fix: string): Promise<string | undefined> {
  // No URL at all: the command's config tells it, with every other configuration mistake.
  if (!url) return undefined;
  try {
    const response = await fetch(url, {
      method: 'GET',
      redirect: 'manual',
      signal: AbortSignal.timeout(REACH_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return undefined;
  } catch (error) {
    const reason =
      (error as Error).name === 'TimeoutError'
        ? `no answer within ${REACH_TIMEOUT_MS / 1000} s`
        : ((error as { cause?: Error }).cause?.message ?? (error as Error).message);
    return `nothing answers at ${url} (${reason}): ${fix}`;
  }
}
