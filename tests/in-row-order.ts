/**
 * Two rows at a time: each row's command is one process that keeps about one core busy, and CI has two.
 */
export const ROWS_AT_ONCE = 2;

/**
 * Runs `task` over the rows `width` at a time and hands each result to `done` in row order, as soon as the rows
 * before it have ended, so a matrix prints what a serial run printed. A row that throws ends the whole, as it did
 * serially: the rows not yet started are not started, and its error is thrown once the rows before it are told.
 */
export async function inRowOrder<Row, Result>(
  rows: readonly Row[],
  task: (row: Row, index: number) => Promise<Result>,
  done: (result: Result, index: number) => void = () => undefined,
  width = ROWS_AT_ONCE,
): Promise<void> {
  let free = width;
  let thrown = false;
  const waiting: (() => void)[] = [];
  const turn = () => (free > 0 ? (free--, Promise.resolve()) : new Promise<void>((start) => waiting.push(start)));
  const pass = () => (waiting.length ? waiting.shift()!() : free++);
  const running = rows.map(async (row, index) => {
    await turn();
    try {
      if (thrown) throw new Error('not started: a row before it threw');
      return await task(row, index);
    } catch (error) {
      thrown = true;
      throw error;
    } finally {
      pass();
    }
  });
  // Each is awaited below, in order; a later row's rejection is not unhandled while an earlier one is awaited.
  for (const row of running) row.catch(() => undefined);
  for (const [index, row] of running.entries()) done(await row, index);
}
