/** One value an answer holds at a pointer with `*`: where it is, and the items each `*` ran through. */
export interface Located {
  /** The concrete pointer, indexes in place of `*`. */
  pointer: string;
  value: unknown;
  /** The item each `*` selected, outermost first (the first is the payment method of a limit, say). */
  items: unknown[];
  /** The concrete pointer of the array the last `*` ran over: the group a uniqueness is judged in. */
  group: string;
}

/**
 * Every value at `pattern` (RFC 6901, `*` for every item of an array) that the body holds; a path the body does not
 * hold yields nothing: a missing field is the schema's to judge, not a relation's.
 */
export function locate(body: unknown, pattern: string): Located[] {
  const tokens = pattern
    .split('/')
    .slice(1)
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
  const found: Located[] = [];
  const walk = (node: unknown, index: number, pointer: string, items: unknown[], group: string) => {
    if (index === tokens.length) {
      found.push({ pointer, value: node, items, group });
      return;
    }
    const token = tokens[index];
    if (token === '*') {
      if (!Array.isArray(node)) return;
      node.forEach((item, i) => walk(item, index + 1, `${pointer}/${i}`, [...items, item], pointer));
      return;
    }
    if (typeof node !== 'object' || node === null || Array.isArray(node) || !(token in node)) return;
    walk((node as Record<string, unknown>)[token], index + 1, `${pointer}/${token}`, items, group);
  };
  walk(body, 0, '', [], '');
  return found;
}

/** The value at a plain pointer (no `*`), or undefined. */
export function valueAt(body: unknown, pointer: string): unknown {
  return locate(body, pointer)[0]?.value;
}

/**
 * The field's name relative to the item the last `*` selected:
 * '/data/orders/*\/blockchain/code' → '/blockchain/code'.
 */
export function withinItem(pattern: string): string {
  return pattern.slice(pattern.lastIndexOf('/*') + 2);
}
