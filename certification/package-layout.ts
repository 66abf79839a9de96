import type { PartnerCheck } from '../rules';

/** What a certification package holds: the signed manifest, its signature, the signer's public key, and the
 *  report files under their paths in the report directory. */
export const MANIFEST = 'manifest.json';
/** Base64 of the 64-byte Ed25519 signature over the exact bytes of manifest.json, then a newline. */
export const SIGNATURE = 'manifest.sig';
export const PUBLIC_KEY = 'reviewer-public-key.pem';

/** The sign-off's evidence, as the reporter writes it (reporters/report-files.ts). */
export const PACKAGED_FILES = ['conformance/index.html', 'conformance.json', 'certification.md'] as const;

/**
 * The partner's runs (`receiver`, `proxy`, `page`, `flow`), each packaged too when it wrote its reports beside the
 * service run's.
 */
export const PARTNER_RUNS = ['receiver', 'proxy', 'page', 'flow'] as const satisfies readonly PartnerCheck[];
export const partnerFiles = (run: (typeof PARTNER_RUNS)[number]) => PACKAGED_FILES.map((path) => `${run}/${path}`);
/** A `flow` run's folder of the customers' pages at each step, packaged with its reports. */
export { FLOW_SCREENSHOTS as PARTNER_SCREENSHOTS } from '../kit/flow/flow-record';

/** The package format the manifest names; a change of layout or manifest shape is a new version. */
// 2: the run facts name the target's base URLs and whether it was the embedded reference mock.
export const FORMAT = 'crypto-ramp-certification/2';
