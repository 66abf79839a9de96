import type { FastifyReply, FastifyRequest } from 'fastify';
import type { JsonContentType, ResponseMutant } from './seams';
import { applyValueMutant } from './value-mutation';

/** onSend hook of a surface: its JSON answers go out under the content type its seam names. */
export function labelJsonAnswers(contentType: JsonContentType) {
  return async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (contentType !== 'application/json' && type.startsWith('application/json')) {
      reply.header('content-type', `${contentType}; charset=utf-8`);
    }
    return payload;
  };
}

/** RFC 6901 segments of a pointer ('' is the whole body). */
function segmentsOf(pointer: string): string[] {
  return pointer === ''
    ? []
    : pointer
        .split('/')
        .slice(1)
        .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/**
 * Applies a mutant in place at every place its pointer names (`*`: each item of an array); an absent leaf of a
 * present object is written (a wrong value in an optional field is as wrong), an absent parent is not made up.
 * Returns how many places changed: 0 when the body has nothing there.
 */
export function applyMutant(
  body: unknown,
  mutant: Pick<ResponseMutant, 'pointer' | 'kind' | 'value' | 'operator' | 'sibling' | 'codes'>,
): number {
  const visit = (node: unknown, segments: string[]): number => {
    if (typeof node !== 'object' || node === null) return 0;
    const [segment, ...rest] = segments;
    const container = node as Record<string, unknown>;
    const keys = segment === '*' ? (Array.isArray(node) ? node.map((_item, index) => String(index)) : []) : [segment];
    let applied = 0;
    for (const key of keys) {
      if (rest.length) {
        if (Object.hasOwn(container, key)) applied += visit(container[key], rest);
      } else if (mutant.kind === 'missing') {
        if (Object.hasOwn(container, key) && !Array.isArray(node)) {
          delete container[key];
          applied += 1;
        }
      } else if (!Array.isArray(node) || Object.hasOwn(container, key)) {
        container[key] = structuredClone(mutant.value);
        applied += 1;
      }
    }
    return applied;
  };
  const segments = segmentsOf(mutant.pointer);
  if (mutant.kind === 'value') return segments.length ? applyValueMutant(body, mutant, segments) : 0;
  return segments.length ? visit(body, segments) : 0;
}

/** Fastify's form of a spec path template: `{name}` becomes `:name`. */
const routeOf = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

/**
 * onSend hook of an environment: the JSON answer of a mutant's operation and status, broken at its pointer.
 * Matched by route and status, so no route knows of it; `applied` counts the places changed (0: the answers never
 * carried what the mutant breaks).
 */
export function mutateJsonAnswers(mutants: readonly ResponseMutant[], applied: { count: number }) {
  const routes = mutants.map((mutant) => ({
    mutant,
    method: mutant.method.toUpperCase(),
    route: routeOf(mutant.path),
  }));
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const matching = routes.filter(
      ({ method, route, mutant }) =>
        method === request.method && route === request.routeOptions.url && mutant.status === reply.statusCode,
    );
    if (
      !matching.length ||
      typeof payload !== 'string' ||
      !String(reply.getHeader('content-type') ?? '').includes('json')
    )
      return payload;
    const body = JSON.parse(payload) as unknown;
    for (const { mutant } of matching) applied.count += applyMutant(body, mutant);
    return JSON.stringify(body);
  };
}
