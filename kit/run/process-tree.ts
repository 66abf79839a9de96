import { execFileSync, spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

/**
 * The processes a command started, whatever group they put themselves in (Playwright's web server, the embedded
 * mock, takes a group of its own): every descendant of `pid`, by the parent ids `ps` lists, the deepest last.
 */
export function descendantsOf(pid: number): number[] {
  let listing: string;
  try {
    listing = execFileSync('ps', ['-A', '-o', 'pid=,ppid='], { encoding: 'utf8', timeout: 5_000 });
  } catch {
    return [];
  }
  const children = new Map<number, number[]>();
  for (const line of listing.trim().split('\n')) {
    const [child, parent] = line.trim().split(/\s+/).map(Number);
    children.set(parent, [...(children.get(parent) ?? []), child]);
  }
  const found: number[] = [];
  const walk = (parent: number) => {
    for (const child of children.get(parent) ?? []) {
      found.push(child);
      walk(child);
    }
  };
  walk(pid);
  return found;
}

/**
 * Ends `child` and every process it started, at once (SIGKILL): a cancelled run is no run, so none of its processes
 * may send another request or write a report over the last one.
 */
export function stopTree(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null) return;
  const pids = [child.pid, ...descendantsOf(child.pid)];
  // Its group first (it was started in one of its own), then each process that left it.
  if (process.platform !== 'win32') kill(-child.pid);
  for (const pid of pids) kill(pid);
}

function kill(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/**
 * Spawns `command` in a process group of its own; SIGINT or SIGTERM to this process ends it and every process it
 * started (stopTree), and the promise resolves to its exit code, 128 + the signal's number when it was cancelled, or
 * undefined when it could not start.
 */
export function runCancellable(
  command: string,
  args: readonly string[],
  options: SpawnOptions,
): Promise<number | undefined> {
  const child = spawn(command, args, { ...options, detached: process.platform !== 'win32' });
  let cancelledBy: NodeJS.Signals | undefined;
  const cancel = (signal: NodeJS.Signals) => {
    cancelledBy ??= signal;
    stopTree(child);
  };
  process.on('SIGINT', cancel).on('SIGTERM', cancel);
  return new Promise((resolve) => {
    const done = (code: number | undefined) => {
      process.off('SIGINT', cancel).off('SIGTERM', cancel);
      resolve(code);
    };
    child.on('error', () => done(undefined));
    child.on('exit', (code) => done(cancelledBy ? 128 + (cancelledBy === 'SIGINT' ? 2 : 15) : (code ?? 1)));
  });
}
