import { bundleFaults } from './bundle-faults';
import { flowRows } from './flow-faults';
import { pageRows } from './page-faults';
import { proxyRows } from './proxy-faults';
import { receiverFaults } from './receiver-faults';

/** Rules a broken partner program fails: the matrices' rows name the rules they break (a vacuity row breaks none). */
export const brokenPartnerRules: ReadonlySet<string> = new Set(
  [
    ...receiverFaults.filter((fault) => !fault.vacuity),
    ...bundleFaults,
    ...proxyRows,
    ...pageRows,
    ...flowRows,
  ].flatMap((fault) => fault.breaks as string[]),
);
