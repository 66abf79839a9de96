import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildMock, defaultHost } from '../mock/service';
import { largeVolume } from '../mock/seed-orders';
import { perPageBounds } from '../kit/legacy/per-page';
import { conformanceRun, mockTargetEnv } from './mock-target';

/**
 * Issue 33, item 5: the whole suite against the mock at a real sandbox's volume (`mock --data large`, MOCK_DATA=large:
 * 30000 orders per environment, customers with hundreds). The run must be green, and the generated paging case must
 * have walked a customer whose orders take more than one page at the maximum per_page, past its first page, within
 * per_page's documented bounds: at this volume it once sent per_page=639 (issue 33, item 4), and before that it
 * skipped, which a green run alone does not show; no check of the bulk list may skip at this volume either. The mock
 * runs in this process, so its traffic can be read.
 */
const PORT_BASE = Number(process.env.LARGE_DATA_PORT_BASE || 24860);

/** One GET /api/orders of one customer, as the mock answered it. */
interface CustomerPage {
  account: string;
  perPage: number;
  page: number;
  total: number;
}

async function main(): Promise<number> {
  const started = performance.now();
  const urls = { sandbox: `http://${defaultHost}:${PORT_BASE}`, production: `http://${defaultHost}:${PORT_BASE + 1}` };
  const mock = buildMock({ orderVolume: 'large', baseUrls: urls });
  const seededSeconds = (performance.now() - started) / 1000;
  const pages: CustomerPage[] = [];
  mock.apps.sandbox.addHook('onSend', async (request, reply, payload) => {
    const query = request.query as Record<string, string | undefined>;
    if (
      request.method === 'GET' &&
      request.url.startsWith('/api/orders?') &&
      reply.statusCode === 200 &&
      query.account_reference &&
      typeof payload === 'string'
    ) {
      const meta = (JSON.parse(payload) as { meta?: { total?: number; per_page?: number; current_page?: number } })
        .meta;
      pages.push({
        account: query.account_reference,
        perPage: Number(query.per_page ?? meta?.per_page),
        page: Number(query.page ?? 1),
        total: Number(meta?.total),
      });
    }
    return payload;
  });
  const apps = [mock.apps.sandbox, mock.apps.production, mock.apps.control];
  for (const [index, app] of apps.entries()) await app.listen({ host: defaultHost, port: PORT_BASE + index });
  try {
    const runStarted = performance.now();
    const { status, report } = await conformanceRun(
      mkdtempSync(join(tmpdir(), 'conformance-large-data-')),
      mockTargetEnv(PORT_BASE),
    );
    const runSeconds = (performance.now() - runStarted) / 1000;
    const { minimum, maximum } = perPageBounds();
    const failed = report.rules
      .filter((rule) => ['failed', 'error', 'inconclusive'].includes(rule.status))
      .map((rule) => `${rule.id} (${rule.status})`);
    // The bulk list's checks are what the volume is for: one that skipped at it (a range too big to read) checks less.
    const skipped = report.rules
      .filter((rule) => rule.id.startsWith('LEG-ORDERS-') && ['skipped', 'partially-checked'].includes(rule.status))
      .map((rule) => `${rule.id} (${rule.status})`);
    // A customer of more than a page at the maximum, walked past its first page by a per_page the document allows.
    const walked = pages.filter(
      (entry) => entry.total > maximum && entry.page >= 2 && entry.perPage >= minimum && entry.perPage <= maximum,
    );
    const biggest = walked.reduce<CustomerPage | undefined>(
      (most, entry) => (!most || entry.total > most.total ? entry : most),
      undefined,
    );
    console.log(
      `Large data: ${largeVolume.orders} orders per environment seeded in ${seededSeconds.toFixed(2)} s; the ` +
        `run took ${runSeconds.toFixed(1)} s, exit ${status}, seed ${report.seed}`,
    );
    const customers = [...new Set(walked.map((entry) => `${entry.account} (${entry.total})`))].join(', ') || 'none';
    const perPagesOf = (account: string): string =>
      [...new Set(walked.filter((entry) => entry.account === account).map((entry) => entry.perPage))]
        .sort((a, b) => a - b)
        .join(', ');
    const biggestPages = biggest ? `; per_page ${perPagesOf(biggest.account)} for ${biggest.account}` : '';
    console.log(`  customers of more than ${maximum} orders walked past page 1: ${customers}${biggestPages}`);
    const problems = [
      ...(status === 0 ? [] : [`the run exited ${status}, not 0`]),
      ...failed.map((rule) => `${rule} in a run of the faithful mock`),
      ...skipped.map((rule) => `${rule}: a check of the bulk list skipped at this volume`),
      ...(walked.length
        ? []
        : [`the generated paging case walked no customer of more than ${maximum} orders past page 1`]),
    ];
    for (const problem of problems) console.error(`Large data: ${problem}`);
    return problems.length ? 1 : 0;
  } finally {
    await Promise.all(apps.map((app) => app.close()));
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Large data: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
