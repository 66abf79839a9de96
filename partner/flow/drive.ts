import { join } from 'node:path';
import type { Browser, BrowserContext, Page, Request } from '@playwright/test';
import type { CustomerWindow, FlowPlanId, FlowRecord, PaymentMethodChoice } from '../../kit/flow/flow-record';
import type { HmacScheme } from '../../kit/config/target-config';
import type { Forwarding, Injection } from '../proxy/forwarding';
import type { Buyer, FlowScript } from './flow-script';

/** How long a step may take to show its page: the app's own answer, on a loaded machine; never a wait for time. */
const STEP_MS = 15_000;
/** What a window keeps of the page's text: enough for a trace ID and the message around it. */
const TEXT_CHARS = 4000;

/** The script broke its own contract (no review step, a selector that never showed): one line, exit 2. */
export class ScriptError extends Error {}

/**
 * Drives customers through the partner's app in Chromium, as the plans (flow-plans.ts) say, and records what each
 * customer's browser did, the clock's moves and the suite's own Pays (kit/flow/flow-record.ts).
 */
export class FlowDriver {
  private readonly contexts: BrowserContext[] = [];
  private shots = 0;
  private readonly hmacHeaders: Set<string>;
  private readonly hmacPrefix: string;

  constructor(
    private readonly browser: Browser,
    readonly script: FlowScript,
    readonly record: FlowRecord,
    private readonly forwarding: Forwarding,
    hmac: HmacScheme,
    /** The target's control API; undefined when it has none (a sandbox): no lingers then. */
    private readonly controlUrl: string | undefined,
    /** Where the customers' pages are kept, a JPEG at each step (REPORT_DIR/flow/screenshots). */
    private readonly screenshots: string,
  ) {
    this.hmacHeaders = new Set([hmac.keyHeader, hmac.signatureHeader].map((name) => name.toLowerCase()));
    this.hmacPrefix = `${hmac.authorizationPrefix} `;
  }

  get appOrigin(): string {
    return new URL(this.record.app).origin;
  }

  /** A customer's next browser session: a fresh context, its requests recorded as theirs. */
  async session(customer: string): Promise<{ page: Page; session: number }> {
    const session = 1 + this.record.windows.filter((window) => window.customer === customer).length;
    const context = await this.browser.newContext();
    this.contexts.push(context);
    context.setDefaultTimeout(STEP_MS);
    context.on('request', (request) => this.recordRequest(request, customer, session));
    return { page: await context.newPage(), session };
  }

  /**
   * One customer's buy in a fresh session: the script takes them to the confirmation, the driver lingers on the
   * review step (`lingerSeconds` on the control clock), then waits for what the app shows after the click.
   */
  async buy(
    plan: FlowPlanId,
    customer: string,
    method: PaymentMethodChoice,
    lingerSeconds: number,
    then?: (page: Page, buyer: Buyer) => Promise<void>,
  ): Promise<CustomerWindow> {
    const start = Date.now();
    const { page, session } = await this.session(customer);
    const buyer: Buyer = { app: this.record.app, customer, method };
    let confirmed: Promise<unknown> | undefined;
    const shots: string[] = [];
    await this.script.buy(page, buyer, {
      review: async () => {
        shots.push(await this.screenshot(page, `${plan}-${customer}-s${session}-review`));
        if (lingerSeconds > 0) await this.advance(lingerSeconds);
        confirmed = this.navigation(page);
      },
    });
    if (!confirmed) throw new ScriptError("the script's buy never called steps.review() before confirming");
    await confirmed;
    await this.settled(page);
    shots.push(await this.screenshot(page, `${plan}-${customer}-s${session}-confirmed`));
    if (then) await then(page, buyer);
    if (then) shots.push(await this.screenshot(page, `${plan}-${customer}-s${session}-last`));
    const window: CustomerWindow = {
      plan,
      customer,
      session,
      method,
      start,
      end: Date.now(),
      text: (
        await page
          .locator('body')
          .innerText()
          .catch(() => '')
      ).slice(0, TEXT_CHARS),
      ...(this.script.sdk ? { sdk: await this.sdkOn(page, this.script.sdk) } : {}),
      screenshots: shots,
    };
    this.record.windows.push(window);
    return window;
  }

  /** The customer, on a failed checkout, goes back to the app and asks again; resolves once the app answered. */
  async retry(page: Page, buyer: Buyer): Promise<void> {
    if (!this.script.retry) throw new ScriptError('the plan needs the script to export retry(page, buyer)');
    const navigated = this.navigation(page, (url) => new URL(url).origin !== this.appOrigin);
    await this.script.retry(page, buyer);
    await navigated;
    await this.settled(page);
  }

  /** The customer lingers: the target's control clock moves, the whole clock (the flow owns its target). */
  async advance(seconds: number): Promise<void> {
    if (!this.controlUrl) return;
    const answer = await fetch(`${this.controlUrl}/clock/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ seconds }),
      signal: AbortSignal.timeout(STEP_MS),
    });
    if (!answer.ok) throw new Error(`the target's control clock refused to move (${answer.status})`);
    this.record.advances.push({ at: Date.now(), seconds });
  }

  /**
   * The checkout page's session made stale as a reused URL or a cached page leaves it: the browser forgets the
   * cookies the checkout page set (those it would not send to the app), then the suite presses Pay.
   */
  async payOnStaleSession(page: Page, customer: string): Promise<number | undefined> {
    const checkoutUrl = page.url();
    const context = page.context();
    const app = new Set((await context.cookies(this.record.app)).map((cookie) => `${cookie.name} ${cookie.path}`));
    const own = (await context.cookies(checkoutUrl)).filter((cookie) => !app.has(`${cookie.name} ${cookie.path}`));
    for (const cookie of own)
      await context.clearCookies({ name: cookie.name, domain: cookie.domain, path: cookie.path });
    const submit = page.locator('form [type=submit]').first();
    if (!(await submit.count())) return undefined;
    const answered = page.waitForResponse((response) => response.request().method() === 'POST', { timeout: STEP_MS });
    const shown = this.navigation(page);
    await submit.click({ noWaitAfter: true });
    const status = (await answered).status();
    await shown;
    await this.settled(page);
    this.record.pays.push({ at: Date.now(), customer, checkoutUrl, status });
    return status;
  }

  /** The proxy answers the next request `matches` accepts in the service's place; returns how to withdraw it. */
  inject(injection: Injection): () => void {
    return this.forwarding.inject(injection);
  }

  async close(): Promise<void> {
    await Promise.all(this.contexts.map((context) => context.close().catch(() => undefined)));
  }

  private recordRequest(request: Request, customer: string, session: number): void {
    const url = new URL(request.url());
    if (!/^https?:$/.test(url.protocol)) return;
    const headers = request.headers();
    let navigation: 'main' | 'frame' | undefined;
    if (request.isNavigationRequest()) navigation = request.frame().parentFrame() ? 'frame' : 'main';
    this.record.requests.push({
      at: Date.now(),
      customer,
      session,
      method: request.method(),
      url: `${url.origin}${url.pathname}`,
      query: [...url.searchParams.values()],
      ...(request.postData() ? { postData: request.postData()!.slice(0, TEXT_CHARS) } : {}),
      ...(navigation ? { navigation } : {}),
      hmac:
        Object.keys(headers).some((name) => this.hmacHeaders.has(name)) ||
        (headers.authorization ?? '').startsWith(this.hmacPrefix),
    });
  }

  /** The page's next navigation of its own (where `to` accepts it), or none within a step's time. */
  private navigation(page: Page, to: (url: string) => boolean = () => true): Promise<unknown> {
    return page
      .waitForEvent('framenavigated', {
        predicate: (frame) => frame === page.mainFrame() && to(frame.url()),
        timeout: STEP_MS,
      })
      .catch(() => undefined);
  }

  /** What the customer saw at a step, as a small JPEG in the screenshots folder; its file name. */
  private async screenshot(page: Page, step: string): Promise<string> {
    const name = `${String(++this.shots).padStart(2, '0')}-${step}.jpg`;
    await page.screenshot({ path: join(this.screenshots, name), type: 'jpeg', quality: 60 });
    return name;
  }

  private async settled(page: Page): Promise<void> {
    await page.waitForLoadState('load', { timeout: STEP_MS }).catch(() => undefined);
  }

  private async sdkOn(page: Page, selector: string): Promise<{ shown: boolean; markup: string }> {
    const element = page.locator(selector).first();
    const shown = (await element.count()) > 0;
    return { shown, markup: shown ? (await element.evaluate((node) => node.outerHTML)).slice(0, TEXT_CHARS) : '' };
  }
}
