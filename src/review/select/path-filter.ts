/**
 * The review's path gates, one place for both uses: select applies them to the changed files (with
 * the content gates after them, select.ts), and the model half applies them to every other path of
 * the repository it may read as context (the context index, the review's and the audit's lookups,
 * the deep agent's tools). A path the user excludes (`exclude`), or that is generated, vendored, a
 * lock file or minified by name or by the base's `.gitattributes` (unless `include` or
 * `include-generated` says otherwise), is as absent from the context as it is from the review: it may
 * hold secrets fixtures, a vendored library or a generated blob the user chose not to send anywhere.
 */
import { pathGlob } from '../../config/path-match.js';
import { classifyFile, isSkippedClass, type Classification } from './file-class.js';
import type { GitAttributes } from './git-attributes.js';
import type { PathFilter } from '../../context/excluded-paths.js';

export type { PathFilter } from '../../context/excluded-paths.js';

/** A filter that keeps nothing from the model (a run with no selection, tests). */
export const NO_PATH_FILTER: PathFilter = () => null;

interface CompiledPattern {
  pattern: string;
  matches: (path: string) => boolean;
}

/** The user's globs compiled once, and whether generated and vendored files are reviewed anyway. */
export interface PathRules {
  include: CompiledPattern[];
  exclude: CompiledPattern[];
  includeGenerated: boolean;
}

const LOCK_FILES = new Set([
  'package-lock.json',
  'npm-shrinkwrap.json',
  'yarn.lock',
  'pnpm-lock.yaml',
  'bun.lockb',
  'bun.lock',
  'deno.lock',
  'cargo.lock',
  'poetry.lock',
  'pdm.lock',
  'uv.lock',
  'pipfile.lock',
  'go.sum',
  'go.work.sum',
  'gemfile.lock',
  'composer.lock',
  'podfile.lock',
  'package.resolved',
  'pubspec.lock',
  'mix.lock',
  'flake.lock',
  'packages.lock.json',
  'gradle.lockfile',
  '.terraform.lock.hcl',
  'conan.lock',
]);

/** select's reasons that no setting overrides (select.ts `hardReason`): about the change, not the path. */
const HARD_REASONS: ReadonlySet<string> = new Set(['deleted', 'binary', 'no content change']);

/** `app.min.js`, and a build's fingerprinted name for it (`app.min.ccb62a8d5b.js`). */
export const MINIFIED_NAME = /\.min(?:\.[0-9a-f]{6,})?\.(?:js|mjs|cjs|css)$/i;

// Binary or media formats a text review cannot say anything about. Anything else is reviewable,
// including unknown extensions, because the diff already told us the content is text.
const UNSUPPORTED_EXTENSIONS = new Set(
  (
    'png jpg jpeg gif bmp ico icns webp tif tiff psd heic heif avif svg ai eps sketch fig ' +
    'ttf otf woff woff2 eot ' +
    'zip tar gz tgz bz2 xz zst 7z rar jar war ear apk ipa dmg iso whl nupkg ' +
    'pdf doc docx xls xlsx ppt pptx odt ods odp ' +
    'mp3 mp4 m4a m4v wav ogg oga flac aac avi mov mkv webm wmv flv ' +
    'exe dll so dylib bin o a obj lib class pyc pyo wasm node ' +
    'db sqlite sqlite3 parquet pkl npy npz onnx pt h5'
  ).split(' '),
);

/** Compiles the include and exclude globs (picomatch syntax, matched in linear time: path-match.ts). */
export function compilePathRules(options: {
  include?: readonly string[] | undefined;
  exclude?: readonly string[] | undefined;
  includeGenerated?: boolean | undefined;
}): PathRules {
  // Like .gitignore, `*.md` means every Markdown file.
  const compile = (patterns: readonly string[] | undefined) =>
    (patterns ?? []).map((pattern) => ({ pattern, matches: pathGlob(pattern) }));
  return {
    include: compile(options.include),
    exclude: compile(options.exclude),
    includeGenerated: options.includeGenerated ?? false,
  };
}

/** The first of `patterns` that matches `path`. */
export function firstMatch(patterns: readonly CompiledPattern[], path: string): string | undefined {
  return patterns.find((p) => p.matches(path))?.pattern;
}

/**
 * Why `path` of class `kind` is left out by its path alone: a user exclude always; otherwise, unless
 * an include glob names it, generated or vendored, a lock file, minified by name (unless `plain`: the
 * base did not confirm that look) or a binary type. Undefined when the path is reviewable.
 */
export function pathReason(
  path: string,
  kind: Classification,
  rules: PathRules,
  plain = false,
): string | undefined {
  const userExclude = firstMatch(rules.exclude, path);
  if (userExclude !== undefined) return `excluded by config (${userExclude})`;
  if (firstMatch(rules.include, path) !== undefined) return undefined;
  const name = path.slice(path.lastIndexOf('/') + 1);
  // A lock file in vendor/ is still "vendored": the folder says more about who wrote it.
  if (isSkippedClass(kind.class) && !rules.includeGenerated) return kind.reason;
  if (LOCK_FILES.has(name.toLowerCase())) return 'lock file';
  if (!plain && MINIFIED_NAME.test(name)) return 'minified';
  if (UNSUPPORTED_EXTENSIONS.has(extension(name))) return 'unsupported type';
  return undefined;
}

/**
 * The filter of a run: a changed file select left out keeps its reason, a changed file it kept is
 * readable, and any other path of the repository is judged by `pathReason` with the class its path
 * and the base's attributes give it (the base's version of an unchanged file is the head's).
 */
export function runPathFilter(input: {
  rules: PathRules;
  attributes: GitAttributes;
  excluded: ReadonlyArray<{ path: string; reason: string }>;
  kept: Iterable<string>;
}): PathFilter {
  // Deleted, binary or renamed unchanged says nothing about the path: the repository's rules decide.
  const byGate = input.excluded.filter((e) => !HARD_REASONS.has(e.reason));
  const excluded = new Map(byGate.map((e) => [e.path, e.reason]));
  const kept = new Set(input.kept);
  // Asked of every search hit of the run: each path is judged once.
  const judged = new Map<string, string | null>();
  return (path) => {
    const reason = excluded.get(path);
    if (reason !== undefined) return reason;
    if (kept.has(path)) return null;
    let verdict = judged.get(path);
    if (verdict === undefined) {
      verdict = pathReason(path, classifyFile(path, input.attributes), input.rules) ?? null;
      judged.set(path, verdict);
    }
    return verdict;
  };
}

function extension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}
