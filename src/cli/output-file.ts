/**
 * `--output PATH`: where the report goes instead of stdout. A missing folder is created (as
 * `eslint --output-file` and `tsc --outDir` do: in CI the report folder usually does not exist yet),
 * and the path is checked before the review starts, so a bad one fails in a second with a message
 * naming the flag, not after every model call with a raw `ENOENT`.
 *
 * A symbolic link is never written through: a repository can commit `prlens-report.md` pointing at
 * `~/.ssh/authorized_keys`, and the report quotes text the change's author chose. The path is
 * checked with lstat up front (a clear error before the review), and the write itself opens with
 * O_NOFOLLOW, so a link put there during the review is refused too instead of followed.
 */
import { constants } from 'node:fs';
import { lstat, mkdir, open } from 'node:fs/promises';
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
  // Only a missing file means "nothing there yet"; any other failure is said now, not after the review.
  const existing = await lstat(file).catch((error: unknown) => {
    if ((error as { code?: unknown }).code === 'ENOENT') return null;
    throw new UsageError(`--output ${output}: cannot check the path (${reason(error)})`, { cause: error });
  });
  if (existing?.isSymbolicLink()) throw symlinkRefused(output);
  if (existing?.isDirectory()) {
    throw new UsageError(
      `--output ${output} is a folder: give a file name, e.g. ${path.join(output, 'prlens-report')}`,
    );
  }
  return file;
}

/** Writes the report to a path from prepareOutput; an error names the flag and the reason. */
export async function writeOutput(file: string, output: string, text: string): Promise<void> {
  let handle;
  try {
    handle = await open(file, WRITE_NO_FOLLOW, 0o666);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ELOOP') throw symlinkRefused(output, error);
    throw new UsageError(`--output ${output}: cannot write the report (${reason(error)})`, { cause: error });
  }
  try {
    await handle.writeFile(text);
  } catch (error) {
    throw new UsageError(`--output ${output}: cannot write the report (${reason(error)})`, { cause: error });
  } finally {
    await handle.close();
  }
}

/** Create or truncate, but fail with ELOOP when the last part of the path is a symbolic link. */
const WRITE_NO_FOLLOW = constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | constants.O_NOFOLLOW;

function symlinkRefused(output: string, cause?: unknown): UsageError {
  return new UsageError(
    `--output ${output} is a symbolic link; prlens does not write the report through a link (a ` +
      'repository can commit one that points at a file of yours): remove the link or pick another path',
    cause === undefined ? undefined : { cause },
  );
}

function reason(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  if (code === 'ENOTDIR' || code === 'EEXIST') return 'part of the path is a file, not a folder';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'EROFS') return 'read-only file system';
  return error instanceof Error ? error.message : String(error);
}
