import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * The disable comments of the tree, counted and shown with their reasons (issue 36): eslint already refuses one
 * without a reason (require-description) and one that disables nothing (reportUnusedDisableDirectives); this makes
 * their number visible in every `npm run lint`, so a new one is seen in review.
 */
const DIRECTIVE = /eslint-disable(?:-next-line|-line)?\s+([^*\n]*?)\s*(?:\*\/|$)/;
const files = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.mjs', '*.js', '*.cjs'],
  { encoding: 'utf8' },
)
  .split('\n')
  .filter((file) => file && file !== 'tests/lint-disables.ts');
const found = files.flatMap((file) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, index) => {
      const directive = DIRECTIVE.exec(line);
      if (!directive || !/^\s*(\/\/|\/\*)/.test(line.slice(0, directive.index))) return [];
      const [rules, reason] = directive[1].split(/\s+--\s+/);
      return [{ at: `${file}:${index + 1}`, rules: rules.trim(), reason: reason?.trim() }];
    }),
);
console.log(`${found.length} eslint disable comment${found.length === 1 ? '' : 's'}, each with its reason:`);
for (const { at, rules, reason } of found) console.log(`  ${at} ${rules} -- ${reason ?? '(no reason)'}`);
if (found.some(({ reason }) => !reason)) process.exitCode = 1;
