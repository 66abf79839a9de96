import type { OpenAPIV3_1 } from 'openapi-types';

export type JsonSchema = OpenAPIV3_1.SchemaObject;

/** The exchange type of a request, which follows from which of its source and target is fiat. */
export type ExchangeDirection = 'buy' | 'sell';

/**
 * The credential an operation takes (x-conformance-auth): /api bearer, /v2 x-api-key, KYC sharing and /eapi/v0 HMAC.
 */
export type SpecAuth = 'bearer' | 'api-key' | 'hmac';

/** One input of an operation, as the generated suite fills it. */
export interface SpecParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
  example: unknown;
  /** Key of the target's own data to send instead of the example (x-sample). */
  sample?: string;
  /** Accept, X-Request-Id, Authorization, x-api-key: set by the clients, not varied by tests. */
  transport: boolean;
  /**
   * The assumption row that decides whether leaving it out is refused (x-assumed-optional, a row with readings required
   * and optional): the document does not say.
   */
  assumption?: string;
  /**
   * The row that decides whether a value outside its enum is refused or answered as its default (x-assumed-default, a
   * row with readings refused and default).
   */
  defaultAssumption?: string;
  /** Values the document shows without closing the list (x-values): each is exercised, none is the only one allowed. */
  values?: string[];
  /** The row that says a value naming nothing the target knows is refused with a 4xx (x-unknown-refused). */
  unknownRefused?: string;
  /** The rule that states the input's requiredness or type where the document does (x-conformance-rule). */
  rule?: string;
  /**
   * A string with minLength whose empty value the document leaves open: the row that decides it (x-assumption,
   * ASSUME-EMPTY-REQUIRED).
   */
  emptyAssumption?: string;
  /** The input the document does not allow beside it (x-not-with: sending both amounts is not allowed). */
  notWith?: string;
}

export interface SpecBodyProperty {
  schema: JsonSchema;
  example: unknown;
  sample?: string;
  /** As SpecParameter.unknownRefused. */
  unknownRefused?: string;
  /** As SpecParameter.rule. */
  rule?: string;
  /** As SpecParameter.emptyAssumption. */
  emptyAssumption?: string;
  /** The one exchange type the document intends the field for (x-direction); absent, it is for both. */
  direction?: ExchangeDirection;
}

export interface SpecBody {
  required: string[];
  /** Fields the document marks "yes in schema": required on paper, not enforced by a faithful service. */
  requiredInSchema: string[];
  /** Fields the suite treats as required where the document does not say (x-assumed-required, ASSUMED). */
  assumedRequired: string[];
  properties: Record<string, SpecBodyProperty>;
}

export interface SpecOperation {
  /** Unique across every spec. */
  operationId: string;
  /** The document it comes from, e.g. 'specs/hosted-checkout.yaml'. */
  spec: string;
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  auth: SpecAuth;
  parameters: SpecParameter[];
  body?: SpecBody;
  /** Rule id of the check a 200 passes (x-conformance-rule); absent when the document gives none. */
  shapeRule?: string;
  /**
   * The assumption row of the 200's payload (x-assumed-payload, a row with readings specs/native.yaml and other): the
   * document does not show it, so a body of another shape leaves the row not confirmed.
   */
  payloadAssumption?: string;
  /** Per JSON pointer into the 200's body, the rule of a field whose type the document states (x-documented-fields). */
  documentedFields?: Record<string, string>;
  /** Per documented refusal status, the rule its body's shape belongs to (x-conformance-rule on the response). */
  refusalRules: Record<number, string>;
  /**
   * The status the document answers an invalid parameter value with, and the rule that says so (x-invalid-parameter:
   * "422 for an invalid status or parameter"); absent where any 4xx refuses it (ASSUME-INVALID-INPUT-4XX).
   */
  invalidParameter?: { status: number; rule: string };
  /** The operation creates something on the target (x-conformance-writes). */
  writes: boolean;
  /** The document says the operation is rate limited (x-rate-limited): the suite spends few requests on it. */
  rateLimited?: boolean;
  /**
   * The document does not show its payloads or its path: what the spec says is the suite's ASSUMED default (x-assumed).
   */
  assumed: boolean;
  /** The document does not show its path (x-assumed-path): configuration may put it elsewhere. */
  assumedPath: boolean;
  /** The exchange types its requests take, by which of source and target is fiat (x-directions); absent, none. */
  directions?: ExchangeDirection[];
  /** Documented response statuses, ascending. */
  responses: number[];
}
