import { extname } from 'node:path';
import { defineConfig } from '@playwright/test';
import whole from '../playwright.config';
import { mergedFolder, mergeProblem } from '../kit/run/part-record';

/**
 * `npm run conformance:merge`: folds the blob reports of a sharded run (REPORT_DIR/blob) into the one conformance
 * report. The target option comes from the same reading of the environment as a run's (blob reports keep none);
 * the seed and the capabilities come from the tests' results.
 */
const target = whole.use!.target!;

// Every part of one run, or nothing: a partial merge would report the missing parts' rules as "not checked" and
// overwrite the last whole report (`merge` checks first too; this covers `playwright merge-reports` called directly).
const folder = mergedFolder(process.argv);
const problem = folder === undefined ? undefined : mergeProblem(folder);
if (problem) {
  console.error(`merge: ${problem}; nothing merged`);
  process.exit(2);
}

export default defineConfig({
  // Test paths in the merged report are taken from here, whichever machine ran each shard.
  testDir: '../suites',
  reporter: [
    // First: parts that together checked nothing (each may hold none) are no green merge; the last report kept.
    [`../reporters/selection-guard-reporter${extname(__filename)}`],
    ['html', { open: 'never', outputFolder: `${target.reportDir}/playwright` }],
    // Last: it ends the process with the run's status once every other reporter is done.
    [`../reporters/merged-conformance-reporter${extname(__filename)}`, { target }],
  ],
});
