/**
 * Stage 1 of the pipeline: which changed files are worth a reviewer's attention. Every file left
 * out gets a short, fixed reason, shown by `--preview` and in the report's `excluded_files`.
 *
 * Precedence: the hard gates (deleted, binary, no content change) and a user exclude always win;
 * a user include then overrides every default gate (vendored, lock file, generated, minified,
 * unsupported type, too large), so a team can opt in to reviewing, say, its checked-in `dist/`.
 * Files matching no include follow the defaults: include widens, it does not restrict.
 * Generated and vendored files are told apart by file-class.ts (.gitattributes, headers, folders);
 * `includeGenerated` (config `include-generated`) reviews them all. select-change.ts adds the reads:
 * the attributes file, a generated header that lies outside the diff, and the base's version of
 * each file that only looks generated, vendored or minified (`looks`), which alone can confirm it.
 */
import type { ExcludedFile, FileDiff } from '../../core/types.js';
import {
  GENERATED_HEADER_LINES,
  attributeClass,
  classifyFile,
  generatedMarker,
  isSkippedClass,
  libraryBanner,
  type FileClass,
} from './file-class.js';
import type { GitAttributes } from './git-attributes.js';
import { compilePathRules, firstMatch, pathReason, type PathRules } from './path-filter.js';

export { MINIFIED_NAME } from './path-filter.js';

export interface SelectOptions {
  /** Globs (picomatch, dotfiles matched; a pattern without `/` matches the file name at any depth). */
  include?: string[];
  exclude?: string[];
  /** Files with more added plus deleted lines are left out; default 5000. */
  maxFileChangedLines?: number;
  /** The repository's `.gitattributes` (linguist-generated / linguist-vendored). */
  attributes?: GitAttributes;
  /** Review generated and vendored files too (config `include-generated`); default false. */
  includeGenerated?: boolean;
  /**
   * Paths whose generated, vendored or minified look the base did not confirm: selected by the
   * attributes and the other gates only, as the files they are until the base says otherwise.
   */
  unconfirmed?: ReadonlySet<string>;
}

/**
 * Why a file left out by default might be generated, vendored or minified on the change's word alone
 * (its header, banner, name, folder or line length), not by the attributes: for the base to confirm.
 */
export interface Look {
  kind: 'generated' | 'minified';
  reason: string;
}

export interface Selection {
  kept: FileDiff[];
  excluded: ExcludedFile[];
  /** The class of every kept file (`source` or `test`; `generated`/`vendored` when included anyway). */
  classes: Map<string, FileClass>;
  /** The excluded files whose reason is a look, by path. */
  looks: Map<string, Look>;
}

const DEFAULT_MAX_FILE_CHANGED_LINES = 5000;

const MINIFIABLE = /\.(?:js|mjs|cjs|css)$/i;
/** A hand-written line of JavaScript or CSS is never this long; a bundler's output is. */
export const MINIFIED_LINE_LENGTH = 1000;

/** Whether a path matches one of the include globs, by the same rules selectFiles applies. */
export function includeMatcher(patterns: readonly string[] | undefined): (path: string) => boolean {
  const { include } = compilePathRules({ include: patterns });
  return (path) => firstMatch(include, path) !== undefined;
}

function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** Reasons no setting can override. */
function hardReason(file: FileDiff): string | undefined {
  if (file.status === 'deleted') return 'deleted';
  if (file.binary) return 'binary';
  // A pure rename, a copy or a mode change: nothing for a reviewer to read.
  if (file.hunks.length === 0) return 'no content change';
  return undefined;
}

/** The first lines of the new file that the diff shows (a header outside every hunk is not seen here). */
function visibleHeader(file: FileDiff): string[] {
  const lines: string[] = [];
  for (const hunk of file.hunks) {
    for (const line of hunk.lines) {
      if (line.newLine !== null && line.newLine <= GENERATED_HEADER_LINES) lines.push(line.text);
    }
  }
  return lines;
}

function hasMinifiedLine(file: FileDiff): boolean {
  return file.hunks.some((hunk) =>
    hunk.lines.some((line) => line.kind === 'add' && line.text.length > MINIFIED_LINE_LENGTH),
  );
}

/**
 * Default gates: the path's (path-filter.ts, shared with the context's filter), then the content's.
 * `plain`: the base did not confirm the file's look, so no minified gate either.
 */
function defaultReason(
  file: FileDiff,
  kind: { class: FileClass; reason: string },
  options: { maxChangedLines: number; rules: PathRules },
  plain: boolean,
): string | undefined {
  const byPath = pathReason(file.path, kind, options.rules, plain);
  if (byPath !== undefined || firstMatch(options.rules.include, file.path) !== undefined) return byPath;
  if (!plain && MINIFIABLE.test(baseName(file.path)) && hasMinifiedLine(file)) return 'minified';
  const changed = file.additions + file.deletions;
  if (changed > options.maxChangedLines) {
    return `too large (${changed} changed lines > ${options.maxChangedLines})`;
  }
  return undefined;
}

/** Splits a change into files to review and files left out, each with the reason why. */
export function selectFiles(files: FileDiff[], options: SelectOptions = {}): Selection {
  const rules = compilePathRules(options);
  const gates = { maxChangedLines: options.maxFileChangedLines ?? DEFAULT_MAX_FILE_CHANGED_LINES, rules };
  const kept: FileDiff[] = [];
  const excluded: ExcludedFile[] = [];
  const classes = new Map<string, FileClass>();
  const looks = new Map<string, Look>();

  for (const file of files) {
    const hard = hardReason(file);
    const plain = options.unconfirmed?.has(file.path) === true;
    const kind = hard === undefined ? classOf(file, options.attributes, plain) : null;
    const reason = hard ?? (kind === null ? undefined : defaultReason(file, kind, gates, plain));
    if (reason === undefined) {
      kept.push(file);
      classes.set(file.path, kind?.class ?? 'source');
      continue;
    }
    excluded.push({ path: file.path, reason });
    const look = kind === null || plain ? null : lookOf(file, kind, reason, options.attributes);
    if (look) looks.set(file.path, look);
  }
  return { kept, excluded, classes, looks };
}

/** The class of a file by its path and visible header, or by the attributes alone when `plain`. */
function classOf(file: FileDiff, attributes: GitAttributes | undefined, plain: boolean) {
  if (plain) return attributeClass(file.path, attributes);
  const header = visibleHeader(file);
  return classifyFile(file.path, attributes, generatedMarker(header), libraryBanner(file.path, header));
}

/** The look behind `reason`, or null when the attributes or a gate about the content chose it. */
function lookOf(
  file: FileDiff,
  kind: { class: FileClass; reason: string },
  reason: string,
  attributes: GitAttributes | undefined,
): Look | null {
  if (reason === 'minified') return { kind: 'minified', reason };
  if (reason !== kind.reason || !isSkippedClass(kind.class)) return null;
  return isSkippedClass(attributeClass(file.path, attributes).class) ? null : { kind: 'generated', reason };
}
