import type { Summary } from './model';

/**
 * The one sentence of a run's counts, in the words and order of the page's counts table: the terminal, summary.md
 * and certification.md print it as it is, with conformance.json's `summary` counts: skipped (a test exists, no
 * verdict) apart from not checked (no test).
 */
export function countWords(summary: Summary): string {
  const counts = [
    `${summary.passed} passed`,
    `${summary.partiallyChecked} partially checked`,
    `${summary.failed} failed`,
    `${summary.warnings} ${summary.warnings === 1 ? 'warning' : 'warnings'}`,
    `${summary.waived} waived`,
    `${summary.inconclusive} inconclusive`,
    `${summary.errors} suite ${summary.errors === 1 ? 'error' : 'errors'}`,
    `${summary.skipped} skipped`,
    `${summary.notChecked} not checked`,
  ];
  return `${summary.rules} rules: ${counts.join(', ')}`;
}
