import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PACKAGE_ROOT } from '../kit/package-root';

/** A variable the suite reads, as `.env.example` declares it: the one list of them, shipped in the package. */
export interface Variable {
  name: string;
  /** The value `.env.example` gives: the default, or empty. */
  example: string;
  /**
   * Its own description: the comment lines right above its declaration, as one line. A section's comment stands
   * apart, a blank line above the first variable's own, and never describes a variable.
   */
  text: string;
}

export function documentedVariables(file = join(PACKAGE_ROOT, '.env.example')): Variable[] {
  const variables: Variable[] = [];
  let comment: string[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const assignment = line.match(/^([A-Z][A-Z0-9_]*)=(.*)$/);
    if (assignment) variables.push({ name: assignment[1], example: assignment[2], text: comment.join(' ') });
    if (line.startsWith('#')) comment.push(line.replace(/^#\s?/, ''));
    else comment = [];
  }
  return variables;
}
