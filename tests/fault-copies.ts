import type { TargetCopy } from '../kit/run/target-copies';
import { faults } from '../mock/faults';
import { mockTargetUrls } from './mock-target';

// Below the ephemeral port range (32768 and up), like the embedded mock's.
export const MATRIX_PORT_BASE = Number(process.env.MATRIX_PORT_BASE || 24400);

/** Each fault's instance (three ports from MATRIX_PORT_BASE + 3 × its row) as a copy running its rules' tests. */
export function faultCopies(): TargetCopy[] {
  return faults.map((fault, index) => ({
    name: fault.name,
    rules: 'vacuous' in fault ? [...fault.vacuous] : [fault.rule],
    variables: mockTargetUrls(MATRIX_PORT_BASE + 3 * index),
  }));
}
