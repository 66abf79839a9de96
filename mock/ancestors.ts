import { readFileSync } from 'node:fs';

/**
 * The processes this one was started under (parent, its parent, …, not init), read once at start from /proc where
 * there is one; elsewhere the parent alone. `npm run mock` puts npm, a shell and tsx between the caller and the mock.
 */
export function ancestors(): number[] {
  const chain: number[] = [];
  let pid = process.ppid;
  while (pid > 1 && chain.length < 16) {
    chain.push(pid);
    try {
      // /proc/<pid>/stat: "pid (comm) state ppid …"; comm may hold spaces, so read after its closing parenthesis.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      pid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    } catch {
      break;
    }
  }
  return chain;
}

/** Calls `gone` once, when any of the processes is no longer there (checked every `everyMs`). */
export function whenAnyStops(pids: readonly number[], gone: () => void, everyMs = 1000): void {
  const timer = setInterval(() => {
    const stopped = pids.some((pid) => {
      try {
        process.kill(pid, 0);
        return false;
      } catch (error) {
        return (error as NodeJS.ErrnoException).code === 'ESRCH';
      }
    });
    if (stopped) {
      clearInterval(timer);
      gone();
    }
  }, everyMs);
  timer.unref();
}
