import { test, expect } from '@playwright/test';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { catalogue } from '../../rules';
import { EXIT_CODES } from '../../reporters/exit-codes';
import { assumptionTable } from '../../rules/assumptions';
import { ruleFaults, vacuityFaults } from '../../mock/faults';
import { buildPromiseMap, relationMap } from '../promise-map';
import { recordedResponseCounts } from '../mutants/mutant-copies';
import { recordedCounts } from '../mutants/value-mutant-copies';
import { valueMutants } from '../mutants/value-mutants';

/**
 * The README is the front page and docs/ holds the rest: both ship in the package, so every link must hold there too.
 */
const ROOT = join(__dirname, '..', '..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
const pages = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];
const pkg = JSON.parse(read('package.json')) as { version: string; files: string[] };

/** Markdown links and images, `[text](target)`, outside code blocks. */
function links(text: string): string[] {
  const prose = text.replace(/^```[\s\S]*?^```/gm, '');
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]);
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces as hyphens. */
function anchors(text: string): string[] {
  return [...text.matchAll(/^#+ (.+)$/gm)].map((m) =>
    m[1]
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .replace(/ /g, '-'),
  );
}

/** Whether the package's "files" ship a path (a folder entry ships all below it; `*` matches within a folder). */
function shipped(path: string): boolean {
  return pkg.files.some((entry) => {
    const pattern = new RegExp(`^${entry.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}(/.*)?$`);
    return pattern.test(path);
  });
}

test(
  "the README is a front page: at most 15 kB, the quick start for one's own sandbox within its first 40 " + 'lines',
  () => {
    const readme = read('README.md');
    expect(Buffer.byteLength(readme)).toBeLessThanOrEqual(15_000);
    const first40 = readme.split('\n').slice(0, 40).join('\n');
    const quickStart = first40.split(/^## Quick start.*$/m)[1];
    expect(quickStart, 'a "## Quick start" heading within the first 40 lines').toBeDefined();
    const block = quickStart.split('```')[1];
    expect(block, "the quick start's commands, whole, within the first 40 lines").toBeDefined();
    expect(block.trim().split('\n').length).toBeLessThanOrEqual(10);
    for (const needed of ['SANDBOX_BASE_URL', '--plan', 'reports/conformance/index.html'])
      expect(block).toContain(needed);
    // The two commands, as CI runs the second.
    expect(readme).toContain('npm ci && npm run conformance');
    expect(readme).toContain('npm ci && npm test');
    expect(read('.ci/run')).toMatch(/^CONFORMANCE_REQUIRE_BROWSER=1 npm test$/m);
  },
);

test(
  'README and docs link nothing outside the repository, and every link resolves in the clone and in the ' + 'package',
  () => {
    const problems: string[] = [];
    for (const page of pages) {
      const text = read(page);
      if (text.includes('../shared'))
        problems.push(`${page}: names ../shared, which a clone or the package does not have`);
      for (const link of links(text)) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith('/')) {
          problems.push(`${page}: ${link} is outside the repository`);
          continue;
        }
        const [path, anchor] = link.split('#');
        const target = path ? resolve(ROOT, dirname(page), path) : join(ROOT, page);
        const inside = relative(ROOT, target);
        if (inside.startsWith('..') || inside.startsWith(sep)) problems.push(`${page}: ${link} leaves the repository`);
        else if (!existsSync(target)) problems.push(`${page}: ${link} does not resolve`);
        else if (!shipped(inside.split(sep).join('/')))
          problems.push(`${page}: ${link} is not in package.json "files"`);
        else if (anchor && (statSync(target).isDirectory() || !anchors(readFileSync(target, 'utf8')).includes(anchor)))
          problems.push(`${page}: ${link}: no such heading`);
      }
    }
    expect(shipped('README.md') && shipped('docs/report.md')).toBe(true);
    expect(problems).toEqual([]);
  },
);

// Issue 34, item 9: the folders beside a checkout (the project's shared notes, the tool library) are in no package.
test('no shipped file, nor a source compiled into dist/, names a folder outside the package', () => {
  const build = JSON.parse(read('tsconfig.build.json')) as { include: string[] };
  const below = (path: string): string[] =>
    statSync(join(ROOT, path)).isDirectory()
      ? readdirSync(join(ROOT, path))
          .filter((name) => name !== 'node_modules' && name !== 'dist')
          .flatMap((name) => below(`${path}/${name}`))
      : [path];
  const roots = [...pkg.files.filter((entry) => entry !== 'dist'), ...build.include].flatMap((entry) =>
    entry.includes('*')
      ? readdirSync(join(ROOT, dirname(entry)))
          .filter((name) => shipped(`${dirname(entry)}/${name}`))
          .map((name) => `${dirname(entry)}/${name}`)
      : [entry],
  );
  const files = [...new Set(roots.filter((entry) => existsSync(join(ROOT, entry))).flatMap(below))].filter((file) =>
    /\.(ts|md|json|ya?ml|html|example)$|^\.env\.example$/.test(file),
  );
  expect(files.length).toBeGreaterThan(300);
  const outside = files.filter((file) => /\.\.\/(shared|\.library)\b/.test(read(file)));
  expect(outside).toEqual([]);
});

test('the README links every docs page, generated cases included', () => {
  const linked = new Set(links(read('README.md')).map((link) => link.split('#')[0]));
  expect(pages.filter((page) => page !== 'README.md' && !linked.has(page))).toEqual([]);
  expect(read('docs/generated-cases.md')).toMatch(/^# Generated cases$/m);
});

test("versions and counts in the examples are the package's and the catalogue's", () => {
  const tarballs: string[] = [];
  const counts: string[] = [];
  for (const page of pages) {
    const text = read(page);
    for (const [, version] of text.matchAll(/crypto-ramp-conformance-(\d+\.\d+\.\d+)\.tgz/g)) tarballs.push(version);
    // A green run's count line: every rule of the catalogue, every one passed.
    for (const [line] of text.matchAll(/\d+ rules: \d+ passed, 0 partially checked[^`]*/g)) counts.push(line);
  }
  expect(tarballs.length).toBeGreaterThan(0);
  expect(tarballs.filter((version) => version !== pkg.version)).toEqual([]);
  expect(counts.length).toBeGreaterThan(0);
  const n = catalogue.length;
  expect(counts).toEqual(
    counts.map(
      () =>
        `${n} rules: ${n} passed, 0 partially checked, 0 failed, 0 warnings, 0 waived, 0 inconclusive, 0 ` +
        `suite errors, 0 skipped, 0 not checked`,
    ),
  );
});

test("the README's counts of rules, promises, faults, relations and mutants are the project's", () => {
  const text = read('README.md').split(/^## /m)[1] ?? '';
  const number = (pattern: RegExp) => Number(pattern.exec(text.replace(/\s+/g, ' '))?.[1]);
  const relations = relationMap().surfaces;
  expect(
    [
      /\*\*(\d+) rules\*\*/,
      /\*\*(\d+) promises\*\*/,
      /\*\*(\d+) rule faults\*\*/,
      /\*\*(\d+) vacuity faults\*\*/,
      /\*\*(\d+) documented answer fields\*\*/,
      /\*\*(\d+)\*\* of them judged/,
      /\*\*(\d+) response mutants\*\*/,
      /\*\*(\d+)\*\* caught, /,
      /\*\*(\d+)\*\* of a reading/,
      /\*\*(\d+) value mutants\*\*/,
      /\*\*(\d+)\*\* were caught/,
      /\*\*(\d+)\*\* missed/,
      /\*\*(\d+)\*\* changed nothing/,
      /\*\*(\d+)\*\* survive with a reason/,
    ].map(number),
  ).toEqual([
    catalogue.length,
    buildPromiseMap().promises,
    ruleFaults.length,
    vacuityFaults.length,
    relations.reduce((sum, surface) => sum + surface.fields, 0),
    relations.reduce((sum, surface) => sum + surface.judged, 0),
    // None missed in the record: caught, or not applicable (no answer the checks receive carries the place).
    recordedResponseCounts().caught.length + recordedResponseCounts()['not applicable'].length,
    recordedResponseCounts().caught.length,
    recordedResponseCounts()['not applicable'].length,
    valueMutants().length,
    ...(['caught', 'missed', 'no effect'] as const).map((outcome) => recordedCounts()[outcome].length),
    valueMutants().filter((mutant) => mutant.survives).length,
  ]);
});

test("the README's exit codes are the commands' own, each under its name", () => {
  const table =
    read('README.md')
      .split(/^## Exit codes$/m)[1]
      ?.split(/^## /m)[0] ?? '';
  const rows = [...table.matchAll(/^\| (\d+) \| ([a-z ]+):/gm)].map(([, code, name]) => `${code} ${name}`);
  expect(rows).toEqual(EXIT_CODES.map((row) => `${row.code} ${row.meaning.split(':')[0]}`));
});

test("the assumption table's counts and reading keys in docs/assumptions.md are the table's", () => {
  const text = read('docs/assumptions.md');
  const number = (pattern: RegExp) => Number(text.match(pattern)?.[1]);
  const readings = assumptionTable.filter((row) => row.readings);
  const values = assumptionTable.filter((row) => !row.readings && Object.keys(row.defaults).length > 0);
  const surfaces = (surface: string) => assumptionTable.filter((row) => row.surface === surface).length;
  expect(number(/`rules\/assumptions\/`, (\d+) rows/)).toBe(assumptionTable.length);
  expect(
    [
      /(\d+) of `\/api`/,
      /(\d+) of Hosted Checkout/,
      /(\d+) of the Native API/,
      /(\d+) of webhooks/,
      /(\d+) of the\s+partner/,
      /(\d+) that hold for several/,
    ].map(number),
  ).toEqual(['legacy', 'hosted', 'native', 'webhooks', 'partner', 'all'].map(surfaces));
  expect(number(/\*\*(\d+) rows with readings\*\*/)).toBe(readings.length);
  expect(number(/\*\*(\d+) rows of values\*\*/)).toBe(values.length);
  expect(number(/\*\*(\d+) fixed rows\*\*/)).toBe(assumptionTable.length - readings.length - values.length);
  const listed = text.split('rows with readings**')[1].split('`npm run probe`')[0];
  expect([...listed.matchAll(/`([A-Z_]+)`/g)].map((m) => m[1]).sort()).toEqual(
    readings.flatMap((row) => Object.keys(row.defaults)).sort(),
  );
});
