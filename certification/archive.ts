import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { create, list } from 'tar';
import { CertificationError } from './certification-error';

/** Writes a .tar.gz of the given entries; through a staging folder, and renamed into place only when complete. */
export async function writeArchive(out: string, entries: Map<string, Buffer>): Promise<void> {
  const staging = mkdtempSync(join(tmpdir(), 'certification-'));
  try {
    for (const [path, bytes] of entries) {
      mkdirSync(dirname(join(staging, path)), { recursive: true });
      writeFileSync(join(staging, path), bytes);
    }
    mkdirSync(dirname(out), { recursive: true });
    await create({ gzip: true, portable: true, file: `${out}.partial`, cwd: staging }, [...entries.keys()]);
    renameSync(`${out}.partial`, out);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** Reads every file of an archive into memory, never onto disk: a link or a repeated path is refused, not followed. */
export function readArchive(file: string): Map<string, Buffer> {
  const entries = new Map<string, Buffer>();
  const problems: string[] = [];
  try {
    list({
      file,
      sync: true,
      strict: true,
      onReadEntry: (entry) => {
        if (entry.type === 'Directory') return;
        if (entry.type !== 'File' && entry.type !== 'OldFile')
          problems.push(`${entry.path} is a ${entry.type} entry, not a file`);
        else if (entries.has(entry.path)) problems.push(`${entry.path} appears twice in the archive`);
        const chunks: Buffer[] = [];
        entry.on('data', (chunk: Buffer) => chunks.push(chunk));
        entry.on('end', () => entries.set(entry.path, Buffer.concat(chunks)));
      },
    });
  } catch (error) {
    const reason = (error as { code?: string }).code === 'ENOENT' ? 'no such file' : 'not a readable .tar.gz';
    // A wrong or missing file is the caller's to fix (exit 2); a package that does not verify is exit 1.
    throw new CertificationError(`${file}: ${reason}`, 2, false);
  }
  if (problems.length) throw new CertificationError(`${file}: ${problems[0]}`);
  return entries;
}
