import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestDetails, TestType } from '@playwright/test';
import { readProfiledTarget } from '../config/read-target';
import type { TargetConfig } from '../config/target-config';

/**
 * A target a run checks beside its own, with the rules whose tests run against it: the fault and readings matrices
 * have one per mock instance (and profile). Each test is declared once per copy whose rules it names, in a describe of
 * the copy's name, so one project (and one worker, at about 2 s a start here) serves every instance: a project per
 * instance started a worker each, over a hundred times.
 */
export interface TargetCopy {
  /** The describe title of its tests (the fault's name in the matrix). */
  name: string;
  /** The rule and assumption ids whose tests run against it. */
  rules: readonly string[];
  /**
   * The variables that make its target over the run's own (base URLs, control URL, seed, profile; never a credential).
   */
  variables: Record<string, string>;
  /**
   * False: global setup recognises its surfaces but does not probe its readings (an instance that keeps every faithful
   * reading).
   */
  probe?: false;
}

/**
 * Set by the config that runs copies, read where tests are declared: workers inherit it, in the runner and in each
 * worker.
 */
export const TARGET_COPIES_VARIABLE = 'CONFORMANCE_TARGET_COPIES';
/** Every copy carries this tag: the config's grep keeps the copies and nothing else. */
export const TARGET_COPY_TAG = '@target-copy';
/** Annotation naming a test's copy, for the reporter. */
export const TARGET_COPY_ANNOTATION = 'target-copy';

export function declareTargetCopies(copies: readonly TargetCopy[]): void {
  const json = JSON.stringify(copies);
  // A variable over 128 KiB fails every spawn (E2BIG): hundreds of copies (the mutant matrix) go through a file,
  // named by its content, so the runner and each worker that declare the same copies write one file, not one each.
  // Written once and whole (a rename): a worker restarting after a failure must never truncate the file another
  // worker is reading its tests from.
  if (json.length < 64_000) process.env[TARGET_COPIES_VARIABLE] = json;
  else {
    const file = join(tmpdir(), `target-copies-${createHash('sha256').update(json).digest('hex').slice(0, 16)}.json`);
    if (!existsSync(file)) {
      const partial = `${file}.${process.pid}`;
      writeFileSync(partial, json);
      renameSync(partial, file);
    }
    process.env[TARGET_COPIES_VARIABLE] = `@${file}`;
  }
}

export function declaredTargetCopies(): TargetCopy[] | undefined {
  const declared = process.env[TARGET_COPIES_VARIABLE];
  if (!declared) return undefined;
  return JSON.parse(declared.startsWith('@') ? readFileSync(declared.slice(1), 'utf8') : declared) as TargetCopy[];
}

const targets = new Map<string, TargetConfig>();
/** A copy's target: the run's variables with the copy's own over them, and its profile, read once per worker. */
export function copyTarget(copy: TargetCopy): TargetConfig {
  if (!targets.has(copy.name)) targets.set(copy.name, readProfiledTarget({ ...process.env, ...copy.variables }));
  return targets.get(copy.name)!;
}

/** Whether a test's tags name one of the copy's rules (a tag is `@` and the id, exactly). */
function checksCopy(details: TestDetails, copy: TargetCopy): boolean {
  return [details.tag ?? []].flat().some((tag) => copy.rules.includes(tag.slice(1)));
}

/**
 * `test` as the suites declare with it: unchanged without copies (so Playwright records each test's own line);
 * with copies, each test once per copy whose rules it checks, with the copy's target (a test-scoped option).
 */
export function withTargetCopies<T extends object>(test: T): T {
  const copies = declaredTargetCopies();
  if (!copies) return test;
  const playwright = test as unknown as TestType<{ target: TargetConfig }, object>;
  const declare = (title: string, ...rest: unknown[]) => {
    const details = (rest.length > 1 ? rest[0] : {}) as TestDetails;
    for (const copy of copies.filter((each) => checksCopy(details, each))) {
      playwright.describe(
        copy.name,
        { tag: TARGET_COPY_TAG, annotation: { type: TARGET_COPY_ANNOTATION, description: copy.name } },
        () => {
          playwright.use({ target: async ({}, use) => use(copyTarget(copy)) });
          (playwright as unknown as (...args: unknown[]) => void)(title, ...rest);
        },
      );
    }
  };
  // A copy reads the tags of the test itself: a describe's would go unseen, so a tagged describe is refused.
  const describe = (title: string, ...rest: unknown[]) => {
    if (rest.length > 1 && (rest[0] as TestDetails).tag)
      throw new Error(
        `describe "${title}": tag its tests, not the describe (kit/run/target-copies.ts reads a test's own tags)`,
      );
    return (playwright.describe as unknown as (...args: unknown[]) => void)(title, ...rest);
  };
  return Object.assign(declare, test, { describe: Object.assign(describe, playwright.describe) });
}
