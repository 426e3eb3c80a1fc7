/**
 * The select stage with its reads: the repository's `.gitattributes`, then selectFiles, then the
 * post-change contents the lenses need, which also show a generated header that lies outside every
 * hunk (a regenerated file changed in its middle). `--preview` and the review share it, so a preview
 * leaves out exactly what the review will.
 */
import type { Workspace } from '../../core/ports.js';
import { UnreadablePathError } from '../../core/repo-path.js';
import type { ExcludedFile, FileDiff } from '../../core/types.js';
import { classifyFile, generatedMarker, libraryBanner, type FileClass } from './file-class.js';
import { NO_ATTRIBUTES, parseGitAttributes, type GitAttributes } from './git-attributes.js';
import { prefetchContents, type PrefetchLimits, type PrefetchResult } from './prefetch.js';
import { includeMatcher, selectFiles, type SelectOptions } from './select.js';

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
}

export interface SelectChangeInput {
  files: FileDiff[];
  workspace: Workspace;
  /** Revision of the post-change contents; null = the working tree. */
  headRef: string | null;
  /**
   * Revision whose `.gitattributes` counts: the action passes the PR's base (a PR must not be able
   * to mark its own code generated), the CLI the reviewed head or working tree. Default: headRef.
   */
  attributesRef?: string | null | undefined;
  options: Omit<SelectOptions, 'attributes'>;
  /** Which kept files to read. */
  wanted: (file: FileDiff) => boolean;
  /** Bounds on the reads (the action's read budget and the run's deadline); none = read them all. */
  prefetch?: PrefetchLimits | undefined;
}

/** Selects the files of a change and reads the contents the review will use. */
export async function selectChange(input: SelectChangeInput): Promise<ChangeSelection> {
  const attributesRef = input.attributesRef === undefined ? input.headRef : input.attributesRef;
  const { attributes, warning } = await readAttributes(input.workspace, attributesRef);
  const first = selectFiles(input.files, { ...input.options, attributes });
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
  for (const file of first.kept) {
    const why = refused.get(file.path);
    if (why !== undefined) {
      excluded.push({ path: file.path, reason: why });
      classes.delete(file.path);
      contents.delete(file.path);
      continue;
    }
    const content = contents.get(file.path);
    const head = content ? content.split('\n', 30) : [];
    const header = generatedMarker(head);
    const banner = libraryBanner(file.path, head);
    const kind =
      header === null && banner === null ? null : classifyFile(file.path, attributes, header, banner);
    // The user's include globs and `include-generated` win here as in selectFiles.
    const forced = input.options.includeGenerated === true || included(file.path);
    const skipped = kind?.class === 'generated' || kind?.class === 'vendored';
    if (kind && skipped && classes.get(file.path) !== kind.class && !forced) {
      excluded.push({ path: file.path, reason: kind.reason });
      classes.delete(file.path);
      contents.delete(file.path);
    } else kept.push(file);
  }
  return { kept, excluded, classes, contents, skipped, warnings: warning === null ? [] : [warning] };
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
