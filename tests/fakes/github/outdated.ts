/**
 * What a push does to review threads. GitHub moves a comment along when lines above it change, and
 * marks it outdated when its own lines change, its file goes away, or its line leaves the PR's diff;
 * an outdated comment keeps `original_line` and loses `line` and `position` (both null over REST).
 * https://docs.github.com/pull-requests/collaborating-with-pull-requests/reviewing-changes-in-pull-requests/commenting-on-a-pull-request
 */
import type { Hunk } from '../../../src/core/types.js';
import { parseUnifiedDiff } from '../../../src/diff/parse.js';
import type { PullRequestRecord, ReviewCommentRecord } from './model.js';
import { mapPatch } from './positions.js';
import type { FakeState } from './state.js';

/** The new number of old line `line`, or null when the change deleted or rewrote it. */
function followLine(hunks: readonly Hunk[], line: number): number | null {
  let offset = 0;
  for (const hunk of hunks) {
    // A pure insertion (`-5,0`) goes after its oldStart, so it does not move line 5 itself.
    if (hunk.oldLines === 0 ? line <= hunk.oldStart : line < hunk.oldStart) break;
    const hit = hunk.lines.find((l) => l.oldLine === line);
    if (hit) return hit.kind === 'context' ? hit.newLine : null;
    offset = hunk.newStart + hunk.newLines - (hunk.oldStart + hunk.oldLines);
  }
  return line + offset;
}

/** The comment's lines in the new head, or undefined when the thread goes outdated. */
function relocate(
  state: FakeState,
  pull: PullRequestRecord,
  root: ReviewCommentRecord,
): { line: number; startLine: number | null; position: number } | undefined {
  if (root.line === null) return undefined;
  let line = root.line;
  let startLine = root.startLine;
  if (root.side === 'RIGHT') {
    const changes = parseUnifiedDiff(pull.repo.git.diff(root.commitId, pull.headSha));
    const file = changes.find((f) => f.oldPath === root.path || f.path === root.path);
    if (file) {
      if (file.status !== 'modified' || file.binary) return undefined;
      const end = followLine(file.hunks, line);
      const start = startLine === null ? null : followLine(file.hunks, startLine);
      if (end === null || (startLine !== null && start === null)) return undefined;
      // Lines inserted inside a range change what the range covers.
      if (startLine !== null && start !== null && end - start !== line - startLine) return undefined;
      line = end;
      startLine = start;
    }
  }
  const current = state.files(pull).find((f) => f.filename === root.path);
  const entry = mapPatch(current?.patch).at(root.side, line);
  if (!entry) return undefined;
  return { line, startLine, position: entry.position };
}

/** Moves or outdates every open location of the PR's threads after its head moved. */
export function relocateThreads(state: FakeState, pull: PullRequestRecord, _previousHead: string): void {
  for (const thread of state.threadsOf(pull)) {
    if (thread.isOutdated) continue;
    const comments = thread.commentIds
      .map((id) => state.comment(id))
      .filter((c): c is ReviewCommentRecord => c !== undefined);
    const root = comments[0];
    if (!root) continue;
    const moved = relocate(state, pull, root);
    for (const comment of comments) {
      if (moved) {
        comment.line = moved.line;
        comment.startLine = moved.startLine;
        comment.position = moved.position;
        comment.commitId = pull.headSha;
      } else {
        comment.line = null;
        comment.startLine = null;
        comment.position = null;
      }
    }
    if (!moved) thread.isOutdated = true;
  }
}
