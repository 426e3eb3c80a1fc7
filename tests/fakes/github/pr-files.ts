/**
 * The changed files of a pull request as GitHub computes them: a three-dot diff (merge base to
 * head), one entry per file with the hunks-only `patch`, rename detection, and no patch for binary
 * or very large files. https://docs.github.com/rest/pulls/pulls#list-pull-requests-files
 */
import type { FileDiff } from '../../../src/core/types.js';
import { parseUnifiedDiff } from '../../../src/diff/parse.js';
import type { GitRepo } from './git-repo.js';

export type GitHubFileStatus = 'added' | 'removed' | 'modified' | 'renamed' | 'copied';

export interface ChangedFile {
  filename: string;
  previous_filename?: string;
  status: GitHubFileStatus;
  additions: number;
  deletions: number;
  changes: number;
  /** Hunks only: no `diff --git`, `---` or `+++` lines. Absent for binary and too-large files. */
  patch?: string;
  /** Blob SHA of the file at head (at the base for a removed file). */
  sha: string;
  /** The parsed diff of this file, for review-comment validation. */
  diff: FileDiff;
}

export interface PatchLimits {
  /**
   * GitHub drops the `patch` of a file whose diff is too large to render; the exact cut-off is not
   * documented for the API, so tests set it (https://docs.github.com/rest/pulls/pulls#list-pull-requests-files).
   */
  maxPatchBytes: number;
}

export const DEFAULT_PATCH_LIMITS: PatchLimits = { maxPatchBytes: 400_000 };

const STATUS: Record<FileDiff['status'], GitHubFileStatus> = {
  added: 'added',
  deleted: 'removed',
  modified: 'modified',
  renamed: 'renamed',
  copied: 'copied',
};

/** Splits git's diff into one text block per `diff --git` header. */
function splitBlocks(diff: string): string[] {
  const blocks: string[][] = [];
  for (const line of diff.split('\n')) {
    if (line.startsWith('diff --git ')) blocks.push([line]);
    else blocks[blocks.length - 1]?.push(line);
  }
  return blocks.map((lines) => lines.join('\n'));
}

/** The hunks of one block: everything from the first `@@` line, without the trailing newline. */
function hunksOf(block: string): string | undefined {
  const at = block.search(/^@@ /m);
  if (at < 0) return undefined;
  return block.slice(at).replace(/\n+$/, '');
}

/** Computes GitHub's file list for the range merge-base(base, head)..head. */
export function changedFiles(
  git: GitRepo,
  base: string,
  head: string,
  limits: PatchLimits = DEFAULT_PATCH_LIMITS,
): ChangedFile[] {
  const from = git.mergeBase(base, head);
  const text = git.diff(from, head);
  const headBlobs = git.blobs(head);
  const baseBlobs = git.blobs(from);
  const result: ChangedFile[] = [];
  for (const block of splitBlocks(text)) {
    const [diff] = parseUnifiedDiff(block);
    if (!diff) continue;
    const status = STATUS[diff.status];
    const patch = diff.binary ? undefined : hunksOf(block);
    const tooLarge = patch !== undefined && Buffer.byteLength(patch) > limits.maxPatchBytes;
    const sha =
      (status === 'removed' ? baseBlobs.get(diff.oldPath) : headBlobs.get(diff.path)) ??
      '0000000000000000000000000000000000000000';
    const file: ChangedFile = {
      filename: diff.path,
      status,
      additions: diff.additions,
      deletions: diff.deletions,
      changes: diff.additions + diff.deletions,
      sha,
      diff,
    };
    if (status === 'renamed' || status === 'copied') file.previous_filename = diff.oldPath;
    if (patch !== undefined && !tooLarge) file.patch = patch;
    result.push(file);
  }
  return result;
}
