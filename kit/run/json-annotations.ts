type Annotation = { type: string; description?: string };

/**
 * The values a test recorded as JSON annotations of one type (observations, violations): how typed data rides on a
 * Playwright result. One that does not parse, or that `read` refuses, is dropped, not guessed at.
 */
export function jsonAnnotations<T>(
  annotations: readonly Annotation[],
  type: string,
  read: (value: Partial<T>) => T | undefined,
): T[] {
  return annotations.flatMap((annotation) => {
    if (annotation.type !== type || !annotation.description) return [];
    try {
      const value = read(JSON.parse(annotation.description) as Partial<T>);
      return value ? [value] : [];
    } catch {
      return [];
    }
  });
}
