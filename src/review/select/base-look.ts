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
  /** What the change does to each Go `vendor/modules.txt`, by its vendor folder (vendorUpdates). */
  vendorUpdates?: ReadonlyMap<string, ModuleUpdates> | undefined;
}

/**
 * The modules whose `# <module> <version>` line a change adds to a `vendor/modules.txt` (a new
 * version, a new replacement), or `unknown` when lines changed that its diff does not show.
 */
export type ModuleUpdates = ReadonlySet<string> | 'unknown';

/** The changed `vendor/modules.txt` files of a change, by their vendor folder (`vendor/`, `a/vendor/`). */
export function vendorUpdates(files: readonly FileDiff[]): Map<string, ModuleUpdates> {
  const updates = new Map<string, ModuleUpdates>();
  for (const file of files) {
    if (!/(?:^|\/)vendor\/modules\.txt$/.test(file.path) || file.status === 'deleted') continue;
    const folder = file.path.slice(0, file.path.length - 'modules.txt'.length);
    // Lines changed that the diff does not show (binary, or a patch too large to send); a change of
    // mode or name alone changes no line and updates nothing.
    if (file.hunks.length === 0 && (file.binary || file.additions + file.deletions > 0)) {
      updates.set(folder, 'unknown');
      continue;
    }
    const added = file.hunks.flatMap((h) => h.lines.filter((l) => l.kind === 'add').map((l) => l.text));
    updates.set(folder, new Set(goModules(added.join('\n'))));
  }
  return updates;
}

export type BaseVerdict = { confirmed: true; reason: string } | { confirmed: false; reason: string };

/**
 * Whether the base's version of `file` has the `look` the change gives it. `head` is the post-change
 * text when it was read (null: only the diff is known). The base is read only when neither the path
 * nor the lines the change left untouched settle it.
 */
async function confirmLook(
  file: FileDiff,
  look: Look,
  base: ChangeBase,
  head: string | null,
): Promise<BaseVerdict> {
  if (look.kind === 'generated' && base.ref !== null) {
    const vendored = await goVendoredModule(file.path, base);
    if (vendored !== null) return vendored;
  }
  if (file.status === 'added' || base.ref === null) return { confirmed: false, reason: 'new file' };
  const basePath = file.oldPath;
  const moved = basePath === file.path ? null : `moved from ${basePath}`;
  // The path alone, at the base: a file already in `vendor/`, `dist/` or named `*.min.js` there.
  const byPath = classifyFile(basePath, base.attributes);
  if (look.kind === 'generated' && isSkippedClass(byPath.class)) return confirmed(byPath.reason, moved);
  if (look.kind === 'minified' && MINIFIED_NAME.test(basePath)) return confirmed('minified', moved);
  // A regenerated file changed in its middle: its header is in lines the base has as they are.
  const kept = unchangedPrefix(file, head);
  const fromKept = baseVerdict(look, basePath, base.attributes, kept, moved);
  if (fromKept.confirmed) return fromKept;
  let text: string | null;
  try {
    text = await base.workspace.readFile(basePath, base.ref);
  } catch (error) {
    // Unread is not "not generated" either; but reviewing the file loses nothing, so it is reviewed.
    const why = error instanceof Error ? error.message : String(error);
    return { confirmed: false, reason: `its version at the base could not be read (${why})` };
  }
  // null: absent, binary or past the size limit; none of them confirms a look.
  if (text === null) return { confirmed: false, reason: moved ?? 'no readable version at the base' };
  return baseVerdict(look, basePath, base.attributes, text.split('\n', 30), moved, text);
}

/** The `vendor/modules.txt` of each Go vendor folder, as the base has it, per base. */
const vendorModules = new WeakMap<ChangeBase, Map<string, Promise<string[]>>>();

/**
 * Whether `path` lies in a Go module that the base's `vendor/modules.txt` lists (`# <module>
 * <version>`, as `go mod vendor` writes it), and the change updates that module: then the file is
 * the module's code, vendored by the base's own word, and `go mod vendor` wrote it (a module's
 * update brings new files too). The update is the change's own word, but the module's line is
 * checked against `go.mod` by every `-mod=vendor` build, so it shows in the change as a dependency
 * bump. A listed module the change does not update was edited by hand: the file is reviewed
 * (`go build -mod=vendor` compiles it as it is). null: not a listed module's file.
 */
async function goVendoredModule(path: string, base: ChangeBase): Promise<BaseVerdict | null> {
  const at = /(?:^|\/)vendor\//.exec(path);
  if (at === null) return null;
  const folder = path.slice(0, at.index + at[0].length);
  const inside = path.slice(folder.length);
  if (inside === 'modules.txt') return null;
  let byFolder = vendorModules.get(base);
  if (!byFolder) vendorModules.set(base, (byFolder = new Map<string, Promise<string[]>>()));
  let modules = byFolder.get(folder);
  if (!modules) {
    modules = base.workspace
      .readFile(`${folder}modules.txt`, base.ref)
      .then((text) => goModules(text ?? ''))
      // Unread is not "not vendored": the file is reviewed, as any look the base does not confirm.
      .catch(() => []);
    byFolder.set(folder, modules);
  }
  const module = (await modules)
    .filter((m) => inside.startsWith(`${m}/`))
    .reduce<string | undefined>(
      (longest, m) => (longest && longest.length >= m.length ? longest : m),
      undefined,
    );
  if (module === undefined) return null;
  const listed = `Go module ${module}, listed in the base's ${folder}modules.txt`;
  const updates = base.vendorUpdates?.get(folder);
  if (updates === 'unknown' || updates?.has(module))
    return { confirmed: true, reason: `vendored (${listed}, updated by the change)` };
  return {
    confirmed: false,
    reason: `edited by hand: the ${listed}, but the change leaves its version there as it is`,
  };
}

/** The module paths of a `vendor/modules.txt`: its `# <module> <version>` lines. */
function goModules(text: string): string[] {
  const modules: string[] = [];
  for (const line of text.split('\n')) {
    const module = /^# (\S+) (?:v\S+|=>)/.exec(line)?.[1];
    if (module !== undefined) modules.push(module);
  }
  return modules;
}

/** The verdict from the first lines of the base's version (and its whole text, for a long line). */
function baseVerdict(
  look: Look,
  basePath: string,
  attributes: GitAttributes,
  lines: readonly string[],
  moved: string | null,
  text: string = lines.join('\n'),
): BaseVerdict {
  if (look.kind === 'minified') {
    return hasLongLine(text)
      ? confirmed('minified', moved)
      : { confirmed: false, reason: moved ?? 'not minified at the base' };
  }
  const atBase = classifyFile(basePath, attributes, generatedMarker(lines), libraryBanner(basePath, lines));
  if (isSkippedClass(atBase.class)) return confirmed(atBase.reason, moved);
  return { confirmed: false, reason: moved ?? `${atBase.class} at the base` };
}

/**
 * The first lines of the post-change file that are the base's first lines too: the lines above the
 * first hunk (no change before it, so old and new numbers agree) and the first hunk's leading context.
 * From `head` when it was read, else from the diff (only when the first hunk starts at line 1).
 */
function unchangedPrefix(file: FileDiff, head: string | null): string[] {
  const first = file.hunks[0];
  if (!first || first.newStart < 1) return [];
  const changeAt = first.lines.findIndex((l) => l.kind !== 'context');
  const leading = changeAt === -1 ? first.lines.length : changeAt;
  if (head !== null) return head.split('\n', Math.min(first.newStart - 1 + leading, 30));
  return first.newStart === 1 ? first.lines.slice(0, Math.min(leading, 30)).map((l) => l.text) : [];
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
  candidates: ReadonlyArray<{ file: FileDiff; look: Look; head?: string | null | undefined }>,
  base: ChangeBase,
): Promise<Map<string, BaseVerdict>> {
  const verdicts = new Map<string, BaseVerdict>();
  let next = 0;
  const worker = async () => {
    while (next < candidates.length) {
      const { file, look, head } = candidates[next++]!;
      verdicts.set(file.path, await confirmLook(file, look, base, head ?? null));
    }
  };
  await Promise.all(Array.from({ length: Math.min(READ_CONCURRENCY, candidates.length) }, worker));
  return verdicts;
}
