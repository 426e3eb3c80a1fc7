/**
 * `--output PATH`: where the report goes instead of stdout. A missing folder is created (as
 * `eslint --output-file` and `tsc --outDir` do: in CI the report folder usually does not exist yet),
 * and the path is checked before the review starts, so a bad one fails in a second with a message
 * naming the flag, not after every model call with a raw `ENOENT`.
 *
 * The path may lie inside the repository under review, whose files an attacker's branch chooses: a
 * committed `prlens-report.md` that is a symlink to `~/.ssh/authorized_keys` must not be written
 * through. A symlink is refused up front (lstat), and the report is written to a fresh file beside
 * the target (O_EXCL: never an existing file or link) and renamed over it, which replaces a link
 * that appeared in between rather than following it.
 */
import { randomBytes } from 'node:crypto';
import { lstat, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UsageError } from './usage-error.js';

/** Resolves `output` against `cwd`, creates its folder, and refuses a path that is a folder. */
export async function prepareOutput(cwd: string, output: string): Promise<string> {
  const file = path.resolve(cwd, output);
  const dir = path.dirname(file);
  try {
    await mkdir(dir, { recursive: true });
  } catch (error) {
    throw new UsageError(
      `--output ${output}: cannot create the folder ${dir} (${reason(error)}); pick a path in a writable folder`,
      { cause: error },
    );
  }
  const existing = await lstat(file).catch(() => null);
  if (existing?.isSymbolicLink()) {
    throw new UsageError(
      `--output ${output} is a symbolic link: prlens does not write through links (the path may come from the code under review); give a regular file's path`,
    );
  }
  if (existing?.isDirectory()) {
    throw new UsageError(
      `--output ${output} is a folder: give a file name, e.g. ${path.join(output, 'prlens-report')}`,
    );
  }
  return file;
}

/** Writes the report to a path from prepareOutput; an error names the flag and the reason. */
export async function writeOutput(file: string, output: string, text: string): Promise<void> {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await writeFile(temp, text, { flag: 'wx', mode: 0o644 });
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true }).catch(() => undefined);
    throw new UsageError(`--output ${output}: cannot write the report (${reason(error)})`, { cause: error });
  }
}

function reason(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  if (code === 'ENOTDIR' || code === 'EEXIST') return 'part of the path is a file, not a folder';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'EROFS') return 'read-only file system';
  return error instanceof Error ? error.message : String(error);
}
