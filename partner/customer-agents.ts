/**
 * The customers a page is opened for, one browser and operating system each (Resources › Payment method:
 * supported_agents): Safari on iOS and macOS, Chrome on Android and Windows, Edge on Windows, Firefox on Linux.
 */
export const customerAgents = [
  {
    name: 'iPhone Safari',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
      'Version/17.4 Mobile/15E148 Safari/604.1',
  },
  {
    name: 'Mac Safari',
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 ' +
      'Safari/605.1.15',
  },
  {
    name: 'Android Chrome',
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 ' +
      'Mobile Safari/537.36',
  },
  {
    name: 'Windows Chrome',
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  },
  {
    name: 'Windows Edge',
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 ' +
      'Safari/537.36 Edg/124.0.0.0',
  },
  { name: 'Linux Firefox', userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0' },
] as const;

export type CustomerName = (typeof customerAgents)[number]['name'];
