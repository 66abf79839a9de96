import type { RuleId } from '../rules';

/** The credentials a scan looks for in the bundle faults. */
export const BUNDLE_SECRETS = {
  SANDBOX_HMAC_SECRET: 'hmac-secret-bundle-8c1e4f',
  SANDBOX_HMAC_KEY: 'hmac-key-bundle-3a9d07',
  SANDBOX_API_KEY: 'api-key-bundle-6b2f91',
} as const;

/** A built front-end bundle, as files, and the partner rules it breaks (rules/partner.ts, checked by scan-bundle). */
export interface BundleFault {
  name: string;
  breaks: RuleId[];
  files: Record<string, string>;
}

const base64 = (text: string) => Buffer.from(text).toString('base64');

export const bundleFaults: readonly BundleFault[] = [
  {
    name: 'a clean bundle that signs on its server',
    breaks: [],
    files: { 'static/js/main.js': 'fetch("/backend/ramps",{method:"POST"});\n' },
  },
  {
    name: 'the x-api-key alone in the bundle (a scan hit, not an HMAC credential)',
    breaks: [],
    files: { 'static/js/main.js': `const key="${BUNDLE_SECRETS.SANDBOX_API_KEY}";\n` },
  },
  {
    name: 'the HMAC secret base64-encoded in a source map',
    breaks: ['PTR-NO-HMAC-IN-CLIENT'],
    files: {
      'static/js/main.js.map': JSON.stringify({
        version: 3,
        sourcesContent: [`const k = "${base64(BUNDLE_SECRETS.SANDBOX_HMAC_SECRET)}";`],
      }),
    },
  },
  {
    name: 'HMAC signing code in the bundle',
    breaks: ['PTR-NO-HMAC-IN-CLIENT'],
    files: { 'static/js/sign.js': "export const sign = (m, k) => createHmac('sha256', k).update(m).digest('hex');\n" },
  },
];
