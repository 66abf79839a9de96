import { join } from 'node:path';

/** Where the report that the browser test reads is written, and what the run behind it did. */
export const REPORT_DIR = 'reports/report-browser';
export const REPORT_PAGE = join(REPORT_DIR, 'conformance', 'index.html');
export const SCREENSHOT_DIR = join(REPORT_DIR, 'screenshots');
/**
 * Below the ephemeral range, clear of the embedded mock (24310) and the fault matrix (24400 + 3 per fault);
 * REPORT_BROWSER_PORT_BASE moves it.
 */
export const PORT_BASE = Number(process.env.REPORT_BROWSER_PORT_BASE) || 24_760;
/** The fault of the second run: any Bearer credential is served, which breaks LEG-AUTH-WRONG. */
export const FAULT = { name: 'any-credential-accepted', rule: 'LEG-AUTH-WRONG' };
/** A few rules of three surfaces: enough for every filter to matter, small enough to run in seconds. */
export const RULES = [
  'LEG-AUTH-WRONG',
  'LEG-AUTH-BEARER',
  'LEG-RESPONSE-DATA',
  'HC-AUTH-API-KEY-REQUIRED',
  'NAT-HMAC-REQUIRED',
];
