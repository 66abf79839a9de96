import { test as base, expect, type Page } from '@playwright/test';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { secretValues } from '../../kit/config/credentials';
import { EMBEDDED_MOCK_CREDENTIALS } from '../../kit/config/embedded-mock';
import { browserRequired } from '../browser-requirement';
import { FAULT, REPORT_PAGE, SCREENSHOT_DIR } from './report-under-test';

const chromium = process.env.CONFORMANCE_CHROMIUM_PATH || '/usr/bin/chromium';

/** The report page, opened from disk; without Chromium the test is skipped (or failed, where CI requires it). */
const test = base.extend<{ report: Page }>({
  report: async ({ page }, use) => {
    if (!existsSync(chromium)) {
      if (browserRequired()) throw new Error(`no Chromium at ${chromium} (apt-get install -y chromium)`);
      test.skip(true, `needs Chromium at CONFORMANCE_CHROMIUM_PATH (${chromium}); apt-get install -y chromium`);
    }
    await page.goto(pathToFileURL(resolve(REPORT_PAGE)).href);
    await use(page);
  },
});

const failedRule = (page: Page) => page.locator(`#rule-${FAULT.rule}`);
/** Rule cards the filters leave shown: the failures at the top and the rest under Rules. */
const shownRules = (page: Page) => page.locator('#failures .rule:visible, #rules .rule:visible');

test('the summary says the run failed, on which rule, and since when', async ({ report }) => {
  await expect(report.locator('#summary h1')).toContainText('run failed');
  await expect(failedRule(report)).toHaveAttribute('data-status', 'failed');
  await expect(report.locator('#newly-failing + table')).toContainText(FAULT.rule);
});

test('the status filter shows only the failed rules, and "all" brings the rest back', async ({ report }) => {
  const all = await shownRules(report).count();
  await report.locator('[data-filter-status="failed"]').click();
  await expect(shownRules(report)).toHaveCount(1);
  await expect(failedRule(report)).toBeVisible();
  await expect(report.locator('#rules-shown')).toHaveText(`1 of ${all} rules shown`);
  await expect(report.locator('#surface-native')).toBeHidden();
  await report.locator('[data-filter-status="all"]').click();
  await expect(shownRules(report)).toHaveCount(all);
});

test('level and surface filters combine', async ({ report }) => {
  await report.locator('[data-filter-surface="hosted"]').click();
  await report.locator('[data-filter-level="ASSUMED"]').click();
  const surfaces = await shownRules(report).evaluateAll((rules) =>
    rules.map((rule) => `${rule.getAttribute('data-surface')} ${rule.getAttribute('data-level')}`),
  );
  expect(surfaces.length).toBeGreaterThan(0);
  expect(new Set(surfaces)).toEqual(new Set(['hosted ASSUMED']));
});

test('the search finds a rule by id and by a request id of its evidence, and says when nothing matches', async ({
  report,
}) => {
  const search = report.locator('#rule-search');
  await search.fill(FAULT.rule.toLowerCase());
  // The rule, and only rules whose id holds the words (LEG-AUTH-WRONG-KIND holds LEG-AUTH-WRONG).
  await expect(failedRule(report)).toBeVisible();
  const ids = await shownRules(report).evaluateAll((rules) => rules.map((rule) => rule.id));
  expect(ids.filter((id) => !id.includes(FAULT.rule))).toEqual([]);
  const requestId = (await failedRule(report).locator('.request-ids code').first().textContent())!.trim();
  await search.fill(requestId);
  await expect(shownRules(report)).toHaveCount(1);
  await search.fill('no rule says this');
  await expect(shownRules(report)).toHaveCount(0);
  await expect(report.locator('#rules-shown')).toHaveText(/^0 of \d+ rules shown$/);
});

test("a failure's evidence opens to the redacted exchange and a command that repeats it", async ({
  report,
  context,
}, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const evidence = failedRule(report).locator('details.evidence').first();
  await expect(evidence.locator('.exchange').first()).toBeHidden();
  await evidence.locator('summary').click();
  const exchange = evidence.locator('.exchange').last();
  await expect(exchange).toBeVisible();
  await expect(exchange.locator('pre.headers').first()).toContainText('Bearer [REDACTED]');
  const command = exchange.locator('pre.command');
  await expect(command).toContainText(/^curl -sS -i -X GET 'http:\/\/127\.0\.0\.1:\d+\/api\//);
  await expect(command).toContainText('Bearer ${SANDBOX_API_CREDENTIAL}');
  await exchange.locator('button.copy').click();
  await expect(exchange.locator('button.copy')).toHaveText(/copied|selected/);
  if ((await exchange.locator('button.copy').textContent()) === 'copied') {
    expect(await report.evaluate(() => navigator.clipboard.readText())).toBe(await command.textContent());
  }
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, 'failure-evidence.png');
  await failedRule(report).screenshot({ path });
  await testInfo.attach('failure-evidence', { path, contentType: 'image/png' });
});

test('printing keeps the summary and the checklist and drops the rule browser', async ({ report }, testInfo) => {
  await report.emulateMedia({ media: 'print' });
  await expect(report.locator('#checklist')).toBeVisible();
  await expect(report.locator('#summary')).toBeVisible();
  await expect(report.locator('#rules')).toBeHidden();
  await expect(report.locator('.filter')).toBeHidden();
  await expect(report.locator(`#checklist tr:has(code:text-is("${FAULT.rule}"))`)).toContainText('failed');
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, 'checklist-print.png');
  await report.screenshot({ path, fullPage: true });
  await testInfo.attach('checklist-print', { path, contentType: 'image/png' });
});

test('no credential of the run is anywhere in the page', async ({ report }) => {
  const page = await report.content();
  const secrets = secretValues(EMBEDDED_MOCK_CREDENTIALS);
  expect(secrets.length).toBeGreaterThan(0);
  for (const secret of secrets) expect(page).not.toContain(secret);
});

for (const viewport of [
  { width: 1400, height: 900 },
  { width: 800, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a red run opens on its failures: the summary, then the failed rule with its evidence, then the rest', async ({
      report,
    }) => {
      const top = async (selector: string) => (await report.locator(selector).boundingBox())!.y;
      expect(await top('#summary')).toBeLessThan(await top('#failures'));
      expect(await top('#failures')).toBeLessThan(await top('#changes'));
      expect(await top('#changes')).toBeLessThan(await top('#rules'));
      await expect(report.locator('#failures .rule')).toHaveCount(1);
      await expect(report.locator(`#failures #rule-${FAULT.rule} details.evidence`).first()).toBeVisible();
      await expect(report.locator(`#rules #rule-${FAULT.rule}`)).toHaveCount(0);
      // The failure is within the first screen, under the summary.
      expect(await top(`#rule-${FAULT.rule}`)).toBeLessThan(viewport.height * 2);
    });

    test('no table runs past the page: a wide one scrolls inside its section, its last column reachable', async ({
      report,
    }) => {
      expect(await report.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      const outside = await report.locator('table').evaluateAll((tables: HTMLElement[]): string[] =>
        tables
          .filter((table) => table.offsetParent !== null)
          .filter(
            (table) =>
              table.getBoundingClientRect().right > table.closest('section, header')!.getBoundingClientRect().right + 1,
          )
          .map((table) => table.className || table.closest('section, header')!.id),
      );
      expect(outside).toEqual([]);
      // The assumptions table's status column ("target") can be scrolled to and read whole.
      const status = report.locator('#assumptions table.assumptions th', { hasText: /^target$/ });
      await status.scrollIntoViewIfNeeded();
      const box = (await status.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      const cell = report.locator('#assumptions table.assumptions tbody tr').first().locator('td').nth(4);
      await expect(cell.locator('.badge')).toBeVisible();
    });

    test('nothing sticky covers a heading a link jumps to, nor another section', async ({ report }) => {
      const covered = async (heading: ReturnType<Page['locator']>) =>
        heading.evaluate((element) => {
          const { left, top, width, height } = element.getBoundingClientRect();
          const hit = document.elementFromPoint(left + Math.min(width / 2, 40), top + height / 2);
          return hit !== null && !element.contains(hit)
            ? hit.closest('nav, section, header, div')?.className || hit.tagName
            : '';
        });
      for (const link of await report.locator('nav.contents a').all()) {
        const id = (await link.getAttribute('href'))!.slice(1);
        await link.click();
        const heading = report.locator(`#${id}`).locator('h1, h2').first();
        expect(await covered(heading), `the heading of #${id}`).toBe('');
      }
      // A link into the rule browser (the comparison's, the error codes') lands below the filter bar.
      for (const id of ['LEG-RESPONSE-DATA', 'NAT-HMAC-REQUIRED']) {
        await report.evaluate((hash) => (location.hash = hash), `#rule-${id}`);
        expect(await covered(report.locator(`#rule-${id} h5`)), `the heading of rule ${id}`).toBe('');
      }
      // Below the rule browser the bar is gone.
      await report.locator('#checklist').scrollIntoViewIfNeeded();
      await report.evaluate(() => document.getElementById('checklist')!.scrollIntoView());
      const bar = (await report.locator('nav.filter').boundingBox())!;
      expect(bar.y + bar.height).toBeLessThanOrEqual(0);
    });
  });
}
