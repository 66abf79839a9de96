import type { ReadingId, ReadingOf } from '../../rules/assumptions';
import { findCode } from '../checks/application-code';
import { isObject } from '../checks/response';

/** The rows whose readings say what a body the document does not show looks like. */
export type BodyRow = 'ASSUME-HC-ERROR-CODE' | 'ASSUME-NAT-ERROR-CODE' | 'ASSUME-AUTH-FAILURE-BODY';

type Shapes<Id extends ReadingId> = Readonly<Record<ReadingOf<Id>, (body: unknown) => boolean>>;

/** Where the code findCode takes sits: a JSON pointer of one segment under the body, or under error or errors. */
const codeAt = (pattern: RegExp) => (body: unknown) => pattern.test(findCode(body)?.path ?? '');

/** The places of an error code; `anywhere` last: it fits every body that carries a code. */
const CODE_PLACES = {
  'error-object': codeAt(/^\/error\/[^/]+$/),
  errors: codeAt(/^\/errors(\/\d+)?\/[^/]+$/),
  'top-level': codeAt(/^\/[^/]+$/),
  anywhere: (body: unknown) => findCode(body) !== undefined,
};

const digits = (value: unknown) => typeof value === 'string' && /^\d+$/.test(value);

/** Each reading as a test of a body; the catch-all reading of a row comes last. */
export const bodyShapes: { [Id in BodyRow]: Shapes<Id> } = {
  'ASSUME-HC-ERROR-CODE': CODE_PLACES,
  'ASSUME-NAT-ERROR-CODE': CODE_PLACES,
  'ASSUME-AUTH-FAILURE-BODY': {
    // The real service: {errors: {status: 401, code: 40103, title}} (real-service-notes.md); 40104 too.
    'errors-object': (body) =>
      isObject(body) &&
      isObject(body.errors) &&
      body.errors.status === 401 &&
      Number.isInteger(body.errors.code) &&
      typeof body.errors.title === 'string',
    // Its older documentation: an errors array whose codes are strings.
    'errors-array': (body) =>
      isObject(body) &&
      Array.isArray(body.errors) &&
      body.errors.length > 0 &&
      body.errors.every(
        (item) => isObject(item) && item.status === '401' && digits(item.code) && typeof item.title === 'string',
      ),
    any: () => true,
  },
};

/**
 * The reading a body fits: the one in force when it fits it (a body may fit several, and then it confirms the suite's
 * choice), else the first that fits; undefined when none does (a refusal without a code: its rule's to judge).
 */
export function readingOfBody(row: BodyRow, inForce: string, body: unknown): string | undefined {
  const shapes: Readonly<Record<string, (body: unknown) => boolean>> = bodyShapes[row];
  if (shapes[inForce]?.(body)) return inForce;
  return Object.keys(shapes).find((reading) => shapes[reading](body));
}
