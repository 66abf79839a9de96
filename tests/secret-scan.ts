import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';

/** A place where a secret was found: a file (and the zip entry inside it) or a captured stream. */
export interface SecretHit {
  where: string;
  secretName: string;
}

/** The forms a secret can take in a file: as is, base64 (Basic-style headers), percent-encoded. */
function forms(secret: string): string[] {
  return [secret, Buffer.from(secret).toString('base64'), encodeURIComponent(secret)];
}

export function findSecrets(text: string, where: string, secrets: Record<string, string>): SecretHit[] {
  return Object.entries(secrets).flatMap(([secretName, secret]) =>
    forms(secret).some((form) => text.includes(form)) ? [{ where, secretName }] : [],
  );
}

/** Every file below `dir`, and inside Playwright's HTML report the base64 zip it embeds, entry by entry. */
export function scanTree(dir: string, secrets: Record<string, string>): SecretHit[] {
  const hits: SecretHit[] = [];
  for (const file of filesBelow(dir)) {
    const bytes = readFileSync(file);
    const text = bytes.toString('latin1');
    hits.push(...findSecrets(text, file, secrets));
    for (const embedded of text.matchAll(/data:application\/zip;base64,([A-Za-z0-9+/=]+)/g)) {
      for (const [entry, content] of zipEntries(Buffer.from(embedded[1], 'base64')))
        hits.push(...findSecrets(content, `${file} » ${entry}`, secrets));
    }
    if (bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50) {
      for (const [entry, content] of zipEntries(bytes))
        hits.push(...findSecrets(content, `${file} » ${entry}`, secrets));
    }
  }
  return hits;
}

export function filesBelow(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesBelow(join(dir, entry.name)) : entry.isFile() ? [join(dir, entry.name)] : [],
  );
}

/** Reads a zip through its central directory (writers with data descriptors leave local sizes at zero). */
export function zipEntries(zip: Buffer): [string, string][] {
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== 0x06054b50) end--;
  if (end < 0) return [];
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: [string, string][] = [];
  for (let i = 0; i < count && zip.readUInt32LE(at) === 0x02014b50; i++) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    entries.push([name, (method === 8 ? inflateRawSync(data) : data).toString('latin1')]);
    at += 46 + skip;
  }
  return entries;
}
