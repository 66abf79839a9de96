import { readFileSync } from 'node:fs';
import type { TestResult } from '@playwright/test/reporter';

/**
 * The JSON arrays attached under `name`, concatenated. Playwright hands a body or a file path;
 * an unreadable attachment is left out rather than failing the whole report.
 */
export function jsonAttachments<T>(result: TestResult, name: string): T[] {
  const items: T[] = [];
  for (const attachment of result.attachments) {
    if (attachment.name !== name) continue;
    try {
      const text = attachment.body
        ? attachment.body.toString('utf8')
        : attachment.path
          ? readFileSync(attachment.path, 'utf8')
          : '';
      const value: unknown = JSON.parse(text);
      if (Array.isArray(value)) items.push(...(value as T[]));
    } catch {
      // evidence is a help for the reader, never a reason to lose the verdicts
    }
  }
  return items;
}
