import { hostedErrorBodies, hostedRelations } from './hosted';
import { legacyErrorBodies, legacyRelations } from './legacy';
import { nativeErrorBodies, nativeRelations } from './native';
import type { ErrorBodyRow, RelationRow } from './relation';

export type { Direction, ErrorBodyRow, JudgedKind, ReferenceList, Relation, RelationRow, RequestField, Sameness } from './relation';
export { REFUSAL_STATUSES } from './relation';

/** The relation map: every documented answer field with how it relates, every surface. */
export const relations: readonly RelationRow[] = [...legacyRelations, ...hostedRelations, ...nativeRelations];

/** What the body of every 400 and 422 must be, every surface. */
export const errorBodies: readonly ErrorBodyRow[] = [...legacyErrorBodies, ...hostedErrorBodies, ...nativeErrorBodies];
