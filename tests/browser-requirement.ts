/**
 * The checkout-page scenarios need Chromium. On a machine without it they are skipped with their reason; the
 * self-tests accept that and say so, unless CONFORMANCE_REQUIRE_BROWSER=1 (CI), where a skip is a failure.
 */
export const BROWSER_SKIP = /needs Chromium at CONFORMANCE_CHROMIUM_PATH/;

export function browserRequired(): boolean {
  return process.env.CONFORMANCE_REQUIRE_BROWSER === '1';
}

/** True when a rule's skip is only the local lack of Chromium, and that is allowed here. */
export function excusedBrowserSkip(reason: string | undefined): boolean {
  return !browserRequired() && BROWSER_SKIP.test(reason ?? '');
}
