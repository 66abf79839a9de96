/** The id a failure message starts with, when it is followed by a separator: `LEG-X: …`, `LEG-X …`, or `LEG-X` alone. */
const LEADING_ID = /^([A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+)(?![A-Za-z0-9-])/;

export function leadingRuleId(message: string, isKnown: (id: string) => boolean): string | undefined {
  const id = LEADING_ID.exec(message)?.[1];
  return id && isKnown(id) ? id : undefined;
}
