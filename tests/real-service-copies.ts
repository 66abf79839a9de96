import type { TargetCopy } from '../kit/run/target-copies';
import { catalogue } from '../rules';
import type { RuleStatus } from '../reporters/model';
import { realServiceDeviations, type RealServiceDeviation } from '../mock/real-service';
import { mockTargetUrls } from './mock-target';

/** The first instance (three ports) is the CLI runs' own; the copies' instances follow it. */
export const REAL_SERVICE_PORT_BASE = Number(process.env.REAL_SERVICE_PORT_BASE || 24830);
export const REAL_SERVICE_SEED = '20261124';
export const REAL_SERVICE_PROFILE = 'profiles/public-sdk.json';
/** Where the copies' run writes, beside the CLI runs' folders. */
export const REAL_SERVICE_MATRIX_DIR = 'reports/real-service-matrix';

/** What a run leaves without a pass: a deviation's rule is among these, and nothing else is. */
export const NO_VERDICT_ON_TARGET: readonly RuleStatus[] = ['failed', 'warning', 'error', 'inconclusive', 'waived'];

/** A copy of the matrix: a mock instance in some shapes, and the rules its run must leave without a pass. */
export interface RealServiceCopy {
  copy: TargetCopy;
  /** The shapes its instance answers in (`mock --real-service=NAME` each). */
  shapes: string[];
  portBase: number;
  /** The rules it fails (a deviation's one rule), sorted; none for the shapes that break no rule. */
  expected: string[];
}

/** The rules some deviation breaks: what each deviation alone is run against. */
export function deviatingRules(): string[] {
  return [...new Set(realServiceDeviations.flatMap((row) => row.rules as readonly string[]))].sort();
}

/** The shapes in as few groups as their seams allow: no two of a group set the same seam. */
export function sharingNoSeam(shapes: readonly RealServiceDeviation[]): string[][] {
  const groups: { names: string[]; seams: Set<string> }[] = [];
  for (const shape of shapes) {
    const seams = Object.keys(shape.seams ?? {});
    const group = groups.find((each) => seams.every((seam) => !each.seams.has(seam)));
    if (group) {
      group.names.push(shape.name);
      for (const seam of seams) group.seams.add(seam);
    } else groups.push({ names: [shape.name], seams: new Set(seams) });
  }
  return groups.map((group) => group.names);
}

/**
 * Each deviation alone, against the tests of every deviating rule (among those it breaks exactly its own); the shapes
 * that break no rule, in groups that share no seam, against the tests of /api (they break nothing). One run serves
 * them all (kit/run/target-copies.ts): a run each paid the run's fixed start thirteen times.
 */
export function realServiceCopies(): RealServiceCopy[] {
  const deviating = deviatingRules();
  const apiRules = catalogue.filter((rule) => rule.id.startsWith('LEG-')).map((rule) => rule.id);
  const runs = [
    ...realServiceDeviations
      .filter((row) => row.rules.length)
      .map((row) => ({ name: `alone ${row.name}`, shapes: [row.name], rules: deviating, expected: [...row.rules] })),
    ...sharingNoSeam(realServiceDeviations.filter((row) => !row.rules.length)).map((names) => ({
      name: `together ${names.join(', ')}`,
      shapes: names,
      rules: apiRules,
      expected: [] as string[],
    })),
  ];
  return runs.map(({ name, shapes, rules, expected }, index) => {
    const portBase = REAL_SERVICE_PORT_BASE + 3 * (index + 1);
    return {
      copy: {
        name,
        rules,
        variables: {
          ...mockTargetUrls(portBase),
          CONFORMANCE_SEED: REAL_SERVICE_SEED,
          CONFORMANCE_PROFILE: REAL_SERVICE_PROFILE,
        },
      },
      shapes,
      portBase,
      expected: expected.sort(),
    };
  });
}
