import { createServer, type Server } from 'node:http';
import { RequestBudget } from '../http/request-budget';

/** The address workers find the run's budget server at (set by global setup; workers inherit it). */
export const BUDGET_URL_VARIABLE = 'CONFORMANCE_BUDGET_URL';

export interface BudgetServer {
  url: string;
  close(): Promise<void>;
}

/**
 * One request budget per target and limit for every worker of the run (issue 13, item 2): a worker asks
 * `POST /take?key=K&perMinute=N` before each request the limit counts, and the answer (204) comes when the request
 * may go. Loopback only; the first ask of a key sets its size.
 */
export async function startBudgetServer(windowOf = (perMinute: number) => new RequestBudget(perMinute)): Promise<BudgetServer> {
  const budgets = new Map<string, RequestBudget>();
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const key = url.searchParams.get('key');
    const perMinute = Number(url.searchParams.get('perMinute'));
    if (request.method !== 'POST' || url.pathname !== '/take' || !key || !Number.isInteger(perMinute) || perMinute < 1) {
      response.writeHead(400).end('POST /take?key=K&perMinute=N');
      return;
    }
    let budget = budgets.get(key);
    if (!budget) budgets.set(key, (budget = windowOf(perMinute)));
    budget.take().then(() => response.writeHead(204).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
