import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PACKAGE_ROOT } from '../kit/package-root';

/** A variable the suite reads, as `.env.example` documents it: the one list of them, shipped in the package. */
export interface Variable {
  name: string;
  /** The value `.env.example` gives: the default, or empty. */
  example: string;
  /** The last paragraph of the comment above it, as one line (a comment above several variables describes each). */
  text: string;
}

export function documentedVariables(file = join(PACKAGE_ROOT, '.env.example')): Variable[] {
  const variables: Variable[] = [];
  let comment: string[] = [];
  let afterVariable = false;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const assignment = line.match(/^([A-Z][A-Z0-9_]*)=(.*)$/);
    if (assignment) {
      variables.push({ name: assignment[1], example: assignment[2], text: comment.join(' ') });
      afterVariable = true;
    } else if (line.startsWith('#')) {
      if (afterVariable) comment = [];
      const text = line.replace(/^#\s?/, '');
      // A line after a finished sentence starts a paragraph: the one nearest the variable is its own.
      if (/[.:)]$/.test(comment.at(-1) ?? '')) comment = [];
      comment.push(text);
      afterVariable = false;
    } else {
      comment = [];
      afterVariable = false;
    }
  }
  return variables;
}
