import type { ResponseMutant } from '../../mock/seams';
import { catalogue } from '../../rules';
import { allOperations, responseSchema, SPECS_DIR, specDocument, type SpecOperation } from '../../kit/spec';
import { SURFACE_RULES } from '../../suites/generated/surface-rules';
import { schemaMutants, type SchemaNode } from './schema-mutants';

/** A mutant of one documented response, with the rule that judges that response's shape. */
export interface OperationMutant {
  /** `operationId status pointer kind`: unique, the copy's name in the matrix. */
  name: string;
  surface: string;
  /** The rule whose checks must catch it: the operation's shape rule (200) or refusal rule (4xx). */
  rule: string;
  /** The assumption row a body of another shape leaves not confirmed instead (x-assumed-payload): caught on the row. */
  payloadRow?: string;
  mutant: ResponseMutant;
  /** Why it is not run: the schema allows it, or no rule judges that response. */
  allowed?: string;
}

const surfaceOf = (operation: SpecOperation, rule: string | undefined) =>
  catalogue.find((entry) => entry.id === rule)?.surface ?? operation.spec;

/** The mutants of one operation's documented bodies: every status whose body the spec shows. */
export function operationMutants(operation: SpecOperation): OperationMutant[] {
  return operation.responses.flatMap((status) => {
    const schema = responseSchema(operation.operationId, status);
    if (!schema) return [];
    const judge = status === 200 ? operation.shapeRule : operation.refusalRules[status];
    const payloadRow = status === 200 ? operation.payloadAssumption : undefined;
    const wrapper = SURFACE_RULES[operation.spec]?.wrapper;
    return schemaMutants(schema as SchemaNode, { document: specDocument(operation.spec), dir: SPECS_DIR }).map(
      (found): OperationMutant => {
        const { allowed, ...shape } = found;
        // The data wrapper itself is a promise of its own (What the service does, 8), judged by the surface's wrapper
        // rule. A field whose type the document states is judged by its own rule (x-documented-fields), unless it is
        // missing.
        const documented =
          status === 200 && found.kind !== 'missing'
            ? Object.entries(operation.documentedFields ?? {}).find(
                ([field]) => found.pointer === field || found.pointer.startsWith(`${field}/`),
              )?.[1]
            : undefined;
        const rule = status === 200 && wrapper && found.pointer === '/data' ? wrapper : (documented ?? judge);
        const mutant: ResponseMutant = {
          operationId: operation.operationId,
          method: operation.method,
          path: operation.path,
          status,
          ...shape,
        };
        const unjudged = rule
          ? undefined
          : `no rule judges the ${status} body of ${operation.operationId} (the spec names none: x-conformance-rule)`;
        return {
          name: `${operation.operationId} ${status} ${found.pointer} ${found.kind}`,
          surface: surfaceOf(operation, rule),
          rule: rule ?? '',
          ...(payloadRow ? { payloadRow } : {}),
          mutant,
          ...(allowed || unjudged ? { allowed: allowed ?? unjudged } : {}),
        };
      },
    );
  });
}

/** Every mutant of every documented response and error body of every spec. */
export function responseMutants(): OperationMutant[] {
  return allOperations().flatMap(operationMutants);
}
