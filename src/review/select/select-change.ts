/**
 * The select stage with its reads: the base's `.gitattributes`, then selectFiles, then the base's
 * version of each file that only looks generated, vendored or minified (base-look.ts: a look the base
 * does not confirm is the change's own word, so the file is reviewed), then the post-change contents
 * the lenses need, which also show a generated header that lies outside every hunk (a regenerated
 * file changed in its middle). `--preview` and the review share it, so a preview leaves out exactly
 * what the review will.
 */
import type { Workspace } from '../../core/ports.js';
import { UnreadablePathError } from '../../core/repo-path.js';
import type { ExcludedFile, FileDiff } from '../../core/types.js';
import { confirmLooks, vendorUpdates, type ChangeBase, type UnconfirmedLook } from './base-look.js';
import {
  classifyFile,
  generatedMarker,
  isSkippedClass,
  libraryBanner,
  type FileClass,
} from './file-class.js';
import { NO_ATTRIBUTES, parseGitAttributes, type GitAttributes } from './git-attributes.js';
import { compilePathRules, runPathFilter, type PathFilter } from './path-filter.js';
import { prefetchContents, type PrefetchLimits, type PrefetchResult } from './prefetch.js';
import { includeMatcher, selectFiles, type Look, type SelectOptions } from './select.js';

export interface ChangeSelection {
  kept: FileDiff[];
  excluded: ExcludedFile[];
  classes: Map<string, FileClass>;
  /** Post-change contents of the files `wanted` asked for (null when unreadable). */
  contents: Map<string, string | null>;
  /** Wanted files left unread by the prefetch limits (read budget, deadline), with why. */
  skipped: PrefetchResult['skipped'];
  /** Reads that failed (not absent: refused, rate-limited, broken): the selection may be wrong. */
  warnings: string[];
  /** Kept files that looked generated, vendored or minified, which the base does not confirm. */
  unconfirmed: UnconfirmedLook[];
  /** Which other paths of the repository the model may not read as context, by the same gates. */
  pathFilter: PathFilter;
}

export interface SelectChangeInput {
  files: FileDiff[];
  workspace: Workspace;
  /** Revision of the post-change contents; null = the working tree. */
  headRef: string | null;
  /**
   * The revision the change is measured from (the PR's base, the CLI's merge base or parent): only
   * its `.gitattributes` and its version of a file may call the file generated, vendored or minified.
   * null: the change has no base (a root commit), so every file is new.
   */
  baseRef: string | null;
  options: Omit<SelectOptions, 'attributes' | 'unconfirmed'>;
  /** Which kept files to read. */
  wanted: (file: FileDiff) => boolean;
  /** Bounds on the reads (the action's read budget and the run's deadline); none = read them all. */
  prefetch?: PrefetchLimits | undefined;
}

/** Selects the files of a change and reads the contents the review will use. */
export async function selectChange(input: SelectChangeInput): Promise<ChangeSelection> {
  const { attributes, warning } =
    input.baseRef === null
      ? { attributes: NO_ATTRIBUTES, warning: null }
      : await readAttributes(input.workspace, input.baseRef);
  const base: ChangeBase = {
    ref: input.baseRef,
    attributes,
    workspace: input.workspace,
    vendorUpdates: vendorUpdates(input.files),
  };
  const first = await selectConfirmed(input, base);
  const wanted = first.kept.filter(input.wanted);
  const refused = new Map<string, string>();
  const workspace = refusingUnreadable(input.workspace, refused);
  const { contents, skipped } = input.prefetch
    ? await prefetchContents(wanted, workspace, input.headRef, input.prefetch)
    : { contents: await readContents(wanted, workspace, input.headRef), skipped: [] };
  const included = includeMatcher(input.options.include);

  const kept: FileDiff[] = [];
  const excluded = [...first.excluded];
  const classes = new Map(first.classes);
  const dropped = (file: FileDiff, reason: string) => {
    excluded.push({ path: file.path, reason });
    classes.delete(file.path);
    contents.delete(file.path);
  };
  // A generated header the post-change content shows outside the diff: a look like any other.
  const looks: Array<{ file: FileDiff; look: Look; head: string | null }> = [];
  for (const file of first.kept) {
    const why = refused.get(file.path);
    if (why !== undefined) dropped(file, why);
    else {
      const look = contentLook(file, contents.get(file.path), attributes, classes);
      // The user's include globs and `include-generated` win here as in selectFiles.
      const forced = input.options.includeGenerated === true || included(file.path);
      if (look && !forced && !first.plain.has(file.path))
        looks.push({ file, look, head: contents.get(file.path) ?? null });
      kept.push(file);
    }
  }
  const verdicts = await confirmLooks(looks, base);
  const unconfirmed = [...first.unconfirmed];
  for (const { file, look } of looks) {
    const verdict = verdicts.get(file.path)!;
    if (verdict.confirmed) dropped(file, verdict.reason);
    else unconfirmed.push({ path: file.path, looked: look.reason, reason: verdict.reason });
  }
  const warnings = warning === null ? [] : [warning];
  const reviewed = kept.filter((f) => classes.has(f.path));
  const pathFilter = runPathFilter({
    rules: compilePathRules(input.options),
    attributes,
    excluded,
    kept: reviewed.map((f) => f.path),
  });
  return { kept: reviewed, excluded, classes, contents, skipped, warnings, unconfirmed, pathFilter };
}

/**
 * selectFiles, with the looks of the files it left out checked against the base: a look the base does
 * not confirm is dropped and the file selected again by the attributes and the other gates alone.
 */
async function selectConfirmed(input: SelectChangeInput, base: ChangeBase) {
  const options = { ...input.options, attributes: base.attributes };
  const first = selectFiles(input.files, options);
  const candidates = input.files.flatMap((file) => {
    const look = first.looks.get(file.path);
    return look ? [{ file, look }] : [];
  });
  const verdicts = await confirmLooks(candidates, base);
  const unconfirmed: UnconfirmedLook[] = [];
  const plain = new Set<string>();
  for (const { file, look } of candidates) {
    const verdict = verdicts.get(file.path)!;
    if (verdict.confirmed) continue;
    plain.add(file.path);
    unconfirmed.push({ path: file.path, looked: look.reason, reason: verdict.reason });
  }
  const selected = plain.size === 0 ? first : selectFiles(input.files, { ...options, unconfirmed: plain });
  // What the base said is the reason (`vendored, moved from vendor/a.js`).
  const excluded = selected.excluded.map((e) => {
    const verdict = verdicts.get(e.path);
    return verdict?.confirmed ? { path: e.path, reason: verdict.reason } : e;
  });
  // Said only of a file that is reviewed now (not one a later gate, a lock file, left out).
  const kept = new Set(selected.kept.map((f) => f.path));
  return { ...selected, excluded, plain, unconfirmed: unconfirmed.filter((u) => kept.has(u.path)) };
}

/** The generated or vendored look of a kept file's post-change content, if it adds one. */
function contentLook(
  file: FileDiff,
  content: string | null | undefined,
  attributes: GitAttributes,
  classes: ReadonlyMap<string, FileClass>,
): Look | null {
  const head = content ? content.split('\n', 30) : [];
  const header = generatedMarker(head);
  const banner = libraryBanner(file.path, head);
  if (header === null && banner === null) return null;
  const kind = classifyFile(file.path, attributes, header, banner);
  // A file kept as generated or vendored was included on purpose (include globs, include-generated).
  if (!isSkippedClass(kind.class) || classes.get(file.path) === kind.class) return null;
  return { kind: 'generated', reason: kind.reason };
}

/**
 * The workspace with a read of a path it cannot open (UnreadablePathError) recorded in `refused`
 * instead of thrown: that one file is excluded with the reason, the rest of the run goes on. Every
 * other failure still throws (a failed read is not an absent file).
 */
function refusingUnreadable(workspace: Workspace, refused: Map<string, string>): Workspace {
  return {
    async readFile(path, ref) {
      try {
        return await workspace.readFile(path, ref);
      } catch (error) {
        if (!(error instanceof UnreadablePathError)) throw error;
        refused.set(path, `unreadable path: ${error.reason}`);
        return null;
      }
    },
    searchCode: (query, options) => workspace.searchCode(query, options),
  };
}

/**
 * The root `.gitattributes` at `ref`; none when it is absent (the port answers null). A read that
 * fails otherwise (401, rate limit, 5xx) is not "no attributes": the run goes on without them, but
 * says so, since files the repository marks generated are then reviewed as source.
 */
async function readAttributes(
  workspace: Workspace,
  ref: string | null,
): Promise<{ attributes: GitAttributes; warning: string | null }> {
  try {
    const text = await workspace.readFile('.gitattributes', ref);
    return { attributes: text === null ? NO_ATTRIBUTES : parseGitAttributes(text), warning: null };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      attributes: NO_ATTRIBUTES,
      warning:
        `could not read .gitattributes at ${ref ?? 'the working tree'} (${reason}): files it marks ` +
        'generated or vendored were reviewed as source',
    };
  }
}

/** How many file reads are in flight at once: enough to hide latency, few enough for rate limits. */
const READ_CONCURRENCY = 8;

/** Reads the post-change contents of `files`, READ_CONCURRENCY at a time. */
async function readContents(
  files: readonly FileDiff[],
  workspace: Workspace,
  ref: string | null,
): Promise<Map<string, string | null>> {
  const contents = new Map<string, string | null>();
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      contents.set(file.path, await workspace.readFile(file.path, ref));
    }
  };
  await Promise.all(Array.from({ length: Math.min(READ_CONCURRENCY, files.length) }, worker));
  return contents;
}
