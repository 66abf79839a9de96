import type { OpenAPIV3_1 } from 'openapi-types';

export type JsonSchema = OpenAPIV3_1.SchemaObject;

/** One input of an operation, as the generated suite fills it. */
export interface SpecParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
  example: unknown;
  /** Key of the target's own data to send instead of the example (x-sample). */
  sample?: string;
  /** Accept, X-Request-Id, Authorization: set by the clients, not varied by tests. */
  transport: boolean;
}

export interface SpecBodyProperty {
  schema: JsonSchema;
  example: unknown;
  sample?: string;
}

export interface SpecBody {
  required: string[];
  /** Fields the document marks "yes in schema": required on paper, not enforced by a faithful service. */
  requiredInSchema: string[];
  properties: Record<string, SpecBodyProperty>;
}

export interface SpecOperation {
  operationId: string;
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  parameters: SpecParameter[];
  body?: SpecBody;
  /** Rule id of the 200 response's shape check (x-conformance-rule). */
  shapeRule: string;
  /** The operation creates something on the target (x-conformance-writes). */
  writes: boolean;
  /** Documented response statuses, ascending. */
  responses: number[];
}
