import type { ExchangeDirection, SpecOperation } from './spec-operation';

/** An input the document lets a request leave out: a query parameter not required, a body field neither required nor
 *  "yes in schema" (those a faithful service may not enforce are the exchange type's own, always sent). */
export function optionalInputs(
  operation: SpecOperation,
): { name: string; direction?: ExchangeDirection; notWith?: string }[] {
  const body = operation.body;
  return [
    ...operation.parameters
      .filter((parameter) => parameter.in === 'query' && !parameter.required && !parameter.transport)
      .map((parameter) => ({ name: parameter.name, ...(parameter.notWith ? { notWith: parameter.notWith } : {}) })),
    ...Object.entries(body?.properties ?? {})
      .filter(
        ([name]) =>
          !body!.required.includes(name) &&
          !body!.requiredInSchema.includes(name) &&
          !body!.assumedRequired.includes(name),
      )
      .map(([name, property]) => ({ name, ...(property.direction ? { direction: property.direction } : {}) })),
  ];
}
