import fc from 'fast-check';
import { legacyOperation } from '../spec';

/** The per_page values GET /api/orders documents, both ends included. */
export interface PerPageBounds {
  minimum: number;
  maximum: number;
}

/**
 * per_page's bounds as specs/legacy.yaml gives them (Limits: "default 100, maximum 200"). The document gives no
 * minimum: a page holds at least one order, so 1, unless the schema says more.
 */
export function perPageBounds(): PerPageBounds {
  const schema = legacyOperation('listOrders').parameters.find((parameter) => parameter.name === 'per_page')?.schema;
  const { minimum = 1, maximum } = schema ?? {};
  if (!Number.isInteger(maximum) || !Number.isInteger(minimum) || minimum < 1 || minimum > maximum!) {
    throw new Error(
      `specs/legacy.yaml: per_page of listOrders needs an integer maximum at least its minimum ` +
        `(${JSON.stringify(schema)})`,
    );
  }
  return { minimum, maximum: maximum! };
}

/** Every per_page the document allows: the generated cases' page sizes. */
export function perPageValues(bounds: PerPageBounds): fc.Arbitrary<number> {
  return fc.integer({ min: bounds.minimum, max: bounds.maximum });
}

/**
 * The per_page edges of paging through `total` orders in at most `maxPages` pages, each a per_page the document
 * allows: one full page (the whole list, where a page can hold it; else a page at the maximum), as few orders a page
 * as the pages allow (one, for a short list), the maximum, a last page of one order, a last page full. An edge no
 * per_page within the bounds gives is left out rather than sent outside them; none is given twice.
 */
export function perPageEdges(total: number, bounds: PerPageBounds, maxPages: number): number[] {
  const { minimum, maximum } = bounds;
  const fewest = Math.max(minimum, Math.ceil(total / maxPages));
  const fits = (perPage: number) => Math.ceil(total / perPage) <= maxPages;
  // A last page of one order: total - 1 a page, or the largest per_page that leaves one order over, in the pages
  // allowed.
  let lastPageOfOne: number | undefined = total - 1 <= maximum ? Math.max(minimum, total - 1) : undefined;
  for (let perPage = maximum; lastPageOfOne === undefined && perPage >= Math.max(2, fewest); perPage--)
    if (total % perPage === 1) lastPageOfOne = perPage;
  // A last page full: the smallest per_page above 1 that divides the list into the pages allowed.
  let fullLastPage: number | undefined;
  for (
    let perPage = Math.max(2, minimum, fewest);
    fullLastPage === undefined && perPage < total && perPage <= maximum;
    perPage++
  )
    if (total % perPage === 0 && fits(perPage)) fullLastPage = perPage;
  const edges = [Math.min(Math.max(total, minimum), maximum), fewest, maximum, lastPageOfOne, fullLastPage];
  return [
    ...new Set(
      edges.filter(
        (perPage): perPage is number =>
          perPage !== undefined && Number.isInteger(perPage) && perPage >= minimum && perPage <= maximum,
      ),
    ),
  ];
}
