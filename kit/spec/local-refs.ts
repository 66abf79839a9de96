/**
 * Replaces every `$ref: '#/…'` by a copy of its target, so a part of the document stands alone.
 * References to other files (schemas/…) stay as written: the validator maps them to schema $ids.
 */
export function inlineLocalRefs<T>(node: T, document: unknown): T {
  return inline(node, document, []) as T;
}

function inline(node: unknown, document: unknown, trail: string[]): unknown {
  if (Array.isArray(node)) return node.map((item) => inline(item, document, trail));
  if (!isObject(node)) return node;
  const { $ref, ...siblings } = node;
  if (typeof $ref === 'string' && $ref.startsWith('#')) {
    if (trail.includes($ref)) throw new Error(`circular $ref ${$ref}`);
    const target = inline(resolvePointer(document, $ref), document, [...trail, $ref]);
    // OpenAPI 3.1 lets siblings such as description sit beside $ref; they win.
    return { ...(target as object), ...inlineEach(siblings, document, trail) };
  }
  return inlineEach(node, document, trail);
}

function inlineEach(node: Record<string, unknown>, document: unknown, trail: string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, inline(value, document, trail)]));
}

/** Follows a local reference such as `#/components/schemas/FiatsResponse`. */
export function resolvePointer(document: unknown, ref: string): unknown {
  const tokens = ref
    .replace(/^#\/?/, '')
    .split('/')
    .filter((token) => token !== '');
  let node = document;
  for (const raw of tokens) {
    const token = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isObject(node) && !Array.isArray(node)) throw new Error(`unresolved $ref ${ref}`);
    node = (node as Record<string, unknown>)[token];
    if (node === undefined) throw new Error(`unresolved $ref ${ref}`);
  }
  return node;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
