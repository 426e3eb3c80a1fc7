/**
 * A change controls its own paths, headers, banners and line lengths. So a file that looks generated,
 * vendored or minified (a `// Code generated … DO NOT EDIT.` header, a path under `vendor/`, a name
 * like `jquery.helpers.js`, a `/*! @license x v1.0.0 *\/` banner, a very long line) says so on the
 * change's word alone: the look counts only when the base agrees, i.e. the version of the file the
 * base has (the same path; for a rename or a copy, the old path) is classified the same way under the
 * base's `.gitattributes`. A file the base does not have is new: it is reviewed, and the report says
 * it looked generated. What the base's `.gitattributes` says about a path needs no confirmation.
 */
import type { Workspace } from '../../core/ports.js';
import type { FileDiff } from '../../core/types.js';
import { classifyFile, generatedMarker, isSkippedClass, libraryBanner } from './file-class.js';
import type { GitAttributes } from './git-attributes.js';
import { MINIFIED_LINE_LENGTH, MINIFIED_NAME, type Look } from './select.js';

/** A file reviewed although it looked generated, vendored or minified: what it looked, and why. */
export interface UnconfirmedLook {
  path: string;
  /** The look, as select would have given it as the reason to leave the file out. */
  looked: string;
  /** Why the base does not confirm it: `new file`, `moved from src/app.js`, ... */
  reason: string;
}

/** The base of a change: its revision (null: none, a root commit) and its `.gitattributes`. */
export interface ChangeBase {
  ref: string | null;
  attributes: GitAttributes;
  workspace: Workspace;
}

export type BaseVerdict = { confirmed: true; reason: string } | { confirmed: false; reason: string };

/** Whether the base's version of `file` has the `look` the change gives it; reads it only when needed. */
export async function confirmLook(file: FileDiff, look: Look, base: ChangeBase): Promise<BaseVerdict> {
  if (file.status === 'added' || base.ref === null) return { confirmed: false, reason: 'new file' };
  const basePath = file.oldPath;
  const moved = basePath === file.path ? null : `moved from ${basePath}`;
  // The path alone, at the base: a file already in `vendor/`, `dist/` or named `*.min.js` there.
  const byPath = classifyFile(basePath, base.attributes);
  if (look.kind === 'generated' && isSkippedClass(byPath.class)) return confirmed(byPath.reason, moved);
  if (look.kind === 'minified' && MINIFIED_NAME.test(basePath)) return confirmed('minified', moved);
  let text: string | null;
  try {
    text = await base.workspace.readFile(basePath, base.ref);
  } catch (error) {
    // Unread is not "not generated" either; but reviewing the file loses nothing, so it is reviewed.
    const why = error instanceof Error ? error.message : String(error);
    return { confirmed: false, reason: `its version at the base could not be read (${why})` };
  }
  if (text === null) return { confirmed: false, reason: moved ?? 'not at the base' };
  if (look.kind === 'minified') {
    return hasLongLine(text)
      ? confirmed('minified', moved)
      : { confirmed: false, reason: moved ?? 'not minified at the base' };
  }
  const head = text.split('\n', 30);
  const atBase = classifyFile(
    basePath,
    base.attributes,
    generatedMarker(head),
    libraryBanner(basePath, head),
  );
  if (isSkippedClass(atBase.class)) return confirmed(atBase.reason, moved);
  return { confirmed: false, reason: moved ?? `${atBase.class} at the base` };
}

function confirmed(reason: string, moved: string | null): BaseVerdict {
  return { confirmed: true, reason: moved ? `${reason}, ${moved}` : reason };
}

function hasLongLine(text: string): boolean {
  let start = 0;
  while (start <= text.length) {
    const end = text.indexOf('\n', start);
    const stop = end === -1 ? text.length : end;
    if (stop - start > MINIFIED_LINE_LENGTH) return true;
    start = stop + 1;
  }
  return false;
}

/** How many base reads are in flight at once (as the post-change reads). */
const READ_CONCURRENCY = 8;

/** confirmLook for many files, READ_CONCURRENCY reads at a time; verdicts by path. */
export async function confirmLooks(
  candidates: ReadonlyArray<{ file: FileDiff; look: Look }>,
  base: ChangeBase,
): Promise<Map<string, BaseVerdict>> {
  const verdicts = new Map<string, BaseVerdict>();
  let next = 0;
  const worker = async () => {
    while (next < candidates.length) {
      const { file, look } = candidates[next++]!;
      verdicts.set(file.path, await confirmLook(file, look, base));
    }
  };
  await Promise.all(Array.from({ length: Math.min(READ_CONCURRENCY, candidates.length) }, worker));
  return verdicts;
}
