import { readFileSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';

/**
 * One file's text out of a zip (a part's blob), or why it cannot be read: `merge` reads the blob's own content before
 * Playwright does, which answered a corrupt zip with a stack trace. Only what blobs use: stored or deflated entries,
 * no zip64.
 */
export function zipEntryText(file: string, entry: string): { text: string } | { problem: string } {
  let zip: Buffer;
  try {
    zip = readFileSync(file);
  } catch (error) {
    return { problem: (error as NodeJS.ErrnoException).code ?? 'unreadable' };
  }
  // The end of central directory record: 22 bytes and a comment of up to 65535, at the end.
  let end = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--)
    if (zip.readUInt32LE(at) === 0x06054b50) {
      end = at;
      break;
    }
  if (end < 0) return { problem: 'not a zip' };
  const entries = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  try {
    for (let i = 0; i < entries; i++) {
      if (zip.readUInt32LE(at) !== 0x02014b50) return { problem: 'a broken zip (its directory)' };
      const method = zip.readUInt16LE(at + 10);
      const size = zip.readUInt32LE(at + 20);
      const nameLength = zip.readUInt16LE(at + 28);
      const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
      const local = zip.readUInt32LE(at + 42);
      at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
      if (name !== entry) continue;
      if (zip.readUInt32LE(local) !== 0x04034b50) return { problem: `a broken zip (${entry})` };
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const data = zip.subarray(start, start + size);
      if (method === 0) return { text: data.toString('utf8') };
      if (method === 8) return { text: inflateRawSync(data).toString('utf8') };
      return { problem: `${entry} packed in a way blobs never are (method ${method})` };
    }
  } catch {
    return { problem: 'a broken zip' };
  }
  return { problem: `no ${entry} in it` };
}
