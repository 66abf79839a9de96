import { test, expect } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COMMANDS } from '../../cli/commands';
import { PLANS } from '../../kit/config/plans';

// Issue 34, item 9: a command the README or docs/ quote is one the package has, with options its command takes, so a
// partner who copies it runs what the page says (docs/ci.md's nightly once ran without its plan).

const root = join(__dirname, '..', '..');
const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
  .scripts;
const pages = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** Each quoted command line: the command of the package it runs, and the options given to that command. */
interface Quoted {
  page: string;
  line: string;
  command?: string;
  options: string[];
  script?: string;
}

function quoted(page: string): Quoted[] {
  const found: Quoted[] = [];
  for (const raw of readFileSync(join(root, page), 'utf8').split('\n')) {
    // The code of the line: inside backticks in prose, the whole line in a code block; a comment ends it.
    for (const code of (raw.match(/`[^`]+`/g)?.map((span) => span.slice(1, -1)) ?? [raw]).map((text) =>
      text.replace(/\s#\s.*$/, ''),
    )) {
      const script = /npm run ([a-z:-]+)((?:\s+--\s+.*)?)/.exec(code);
      const bin = /crypto-ramp-conformance\s+([a-z-]+)(.*)/.exec(code);
      if (script) {
        const command = /cli\/main\.ts ([a-z-]+)/.exec(scripts[script[1]] ?? '')?.[1];
        found.push({
          page,
          line: code.trim(),
          script: script[1],
          command,
          options: optionsOf(script[2].replace(/^\s+--\s+/, '')),
        });
      } else if (bin) found.push({ page, line: code.trim(), command: bin[1], options: optionsOf(bin[2]) });
    }
  }
  return found;
}

/** The --options before a `--` that passes the rest on (to Playwright, or to the partner's own command). */
const optionsOf = (rest: string) =>
  (rest.split(/\s--\s|\s--$/)[0].match(/(?<=^|\s)--[a-z][a-z-]*/g) ?? []).map((option) => option.slice(2));

const all = pages.flatMap(quoted);

test('the docs quote commands: the check reads them', () => {
  expect(all.filter((entry) => entry.command).length).toBeGreaterThan(10);
  expect(all.some((entry) => entry.page === 'docs/ci.md' && entry.options.includes('plan'))).toBe(true);
});

test('every npm script the README and docs/ quote is one package.json has', () => {
  const missing = all
    .filter((entry) => entry.script && !(entry.script in scripts))
    .map((entry) => `${entry.page}: ${entry.line}`);
  // A partner's own scripts, run under `proxy --` and `flow --`: not ours.
  expect(missing.filter((line) => !/-- npm run (e2e|staging)$/.test(line))).toEqual([]);
});

test("every command the README and docs/ quote is the CLI's, with options that command takes", () => {
  const problems = all.flatMap(({ page, line, command, options }) => {
    if (!command || command === 'help') return [];
    const known = COMMANDS.find((candidate) => candidate.name === command);
    if (!known) return line.includes('--help') ? [] : [`${page}: ${line}: no command ${command}`];
    return options
      .filter((option) => option !== 'help' && !known.options.some((candidate) => candidate.name === option))
      .map((option) => `${page}: ${line}: ${command} takes no --${option}`);
  });
  expect(problems).toEqual([]);
});

test('a plan the docs pass is a plan, and the nightly jobs of docs/ci.md run the nightly plan', () => {
  const plans = all.flatMap((entry) => [...entry.line.matchAll(/--plan[ =]([a-z]+)/g)].map((match) => match[1]));
  expect(plans.filter((plan) => !PLANS.some((known) => known.name === plan))).toEqual([]);
  const ci = readFileSync(join(root, 'docs/ci.md'), 'utf8');
  expect(ci).toMatch(/schedule' && 'nightly'/);
  expect(ci.slice(ci.indexOf('conformance-nightly:'))).toMatch(/--plan nightly/);
});
