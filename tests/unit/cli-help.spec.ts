import { test, expect } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COMMANDS } from '../../cli/commands';
import { VARIABLES_PAGE, commandHelp, variablesOf, variablesPage } from '../../cli/help';
import { documentedVariables } from '../../cli/variables';
import { built } from './cli-build';

/** Issue 34, item 9 (help half): `run --help` fits a screen, and every variable is described by its own declaration. */
const ROOT = join(__dirname, '..', '..');
const declarations = readFileSync(join(ROOT, '.env.example'), 'utf8').split('\n');

/** The comment line right above a variable's declaration in .env.example: the last line of its own description. */
function ownComment(name: string): string {
  const at = declarations.findIndex((line) => line.startsWith(`${name}=`));
  return declarations[at - 1].startsWith('#') ? declarations[at - 1].replace(/^#\s?/, '') : '';
}

test('run --help fits one screen (at most 60 lines) and points to docs/ for every variable', () => {
  const help = spawnSync(process.execPath, [built('cli/main.ts'), 'run', '--help'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  expect(help.status).toBe(0);
  const lines = help.stdout.trimEnd().split('\n');
  expect(lines.length, help.stdout).toBeLessThanOrEqual(60);
  expect(help.stdout).toContain(VARIABLES_PAGE);
  for (const option of ['-g, --grep REGEX', '-G, --grep-invert REGEX', '--list', '-- OPTIONS'])
    expect(help.stdout).toContain(option);
});

test('every variable has a comment of its own right above its declaration, and no two share one', () => {
  const variables = documentedVariables();
  expect(variables.filter(({ name }) => !ownComment(name)).map(({ name }) => name)).toEqual([]);
  const texts = new Map<string, string[]>();
  for (const { name, text } of variables) texts.set(text, [...(texts.get(text) ?? []), name]);
  expect([...texts.values()].filter((names) => names.length > 1)).toEqual([]);
  // A section's comment, a blank line above, describes no variable.
  expect(variables.find(({ name }) => name === 'CONFORMANCE_WAIVERS')?.text).toMatch(/^Known deviations/);
  expect(variables.find(({ name }) => name === 'LEGACY_AUTH')?.text).toMatch(/^ASSUME-LEG-AUTH:/);
});

test(
  "each command's help describes each variable by its own declaration, and names no variable of another " + 'command',
  () => {
    for (const command of COMMANDS) {
      const help = commandHelp(command);
      for (const variable of variablesOf(command)) {
        // Its row: the name at the start of a line (another's description may name it).
        const row = help.search(new RegExp(`^  ${variable.name} `, 'm'));
        if (row < 0) continue;
        const described = help
          .slice(row)
          .replace(/\s+/g, ' ')
          .slice(variable.name.length + 2);
        expect(described.startsWith(variable.text), `${command.name} ${variable.name}`).toBe(true);
        expect(variable.text.endsWith(ownComment(variable.name).trim()), variable.name).toBe(true);
      }
    }
    const run = variablesOf(COMMANDS.find(({ name }) => name === 'run')!).map(({ name }) => name);
    expect(
      run.filter((name) =>
        /^(CONFORMANCE_RECEIVER_|CONFORMANCE_PAGE_|PARTNER_BACKOFF|PARTNER_POLL|MUTANT_|MATRIX_)/.test(name),
      ),
    ).toEqual([]);
    expect(run).toEqual(
      expect.arrayContaining(['SANDBOX_BASE_URL', 'CONFORMANCE_GREP_INVERT', 'CERTIFICATION_SIGNING_KEY_FILE']),
    );
  },
);

test(
  `${VARIABLES_PAGE} is generated from .env.example (npx tsx tests/write-variables-page.ts) and lists ` +
    `every variable a command reads`,
  () => {
    expect(readFileSync(join(ROOT, VARIABLES_PAGE), 'utf8')).toBe(variablesPage());
    const read = new Set(COMMANDS.flatMap((command) => variablesOf(command).map(({ name }) => name)));
    for (const name of read) expect(variablesPage()).toContain(`| \`${name}\` |`);
  },
);
