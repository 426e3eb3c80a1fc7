/**
 * Stage 1 of the pipeline: which changed files are worth a reviewer's attention. Every file left
 * out gets a short, fixed reason, shown by `--preview` and in the report's `excluded_files`.
 *
 * Precedence: the hard gates (deleted, binary, no content change) and a user exclude always win;
 * a user include then overrides every default gate (vendored, lock file, generated, minified,
 * unsupported type, too large), so a team can opt in to reviewing, say, its checked-in `dist/`.
 * Files matching no include follow the defaults: include widens, it does not restrict.
 */
import picomatch from 'picomatch';
import type { ExcludedFile, FileDiff } from '../core/types.js';

export interface SelectOptions {
  /** Globs (picomatch, dotfiles matched; a pattern without `/` matches the file name at any depth). */
  include?: string[];
  exclude?: string[];
  /** Files with more added plus deleted lines are left out; default 5000. */
  maxFileChangedLines?: number;
}

export const DEFAULT_MAX_FILE_CHANGED_LINES = 5000;

const VENDORED_DIRS = new Set(['vendor', 'third_party', 'node_modules', 'bower_components']);
const GENERATED_ROOTS = ['dist/', 'build/'];
const GENERATED_NAME = /\.generated\.[^/]+$|\.pb\.go$|_pb2(?:_grpc)?\.pyi?$|\.(?:js|css)\.map$/i;

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

const MINIFIED_NAME = /\.min\.(?:js|mjs|cjs|css)$/i;
const MINIFIABLE = /\.(?:js|mjs|cjs|css)$/i;
/** A hand-written line of JavaScript or CSS is never this long; a bundler's output is. */
const MINIFIED_LINE_LENGTH = 1000;

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

/** Comment-led lines only, so code that merely mentions the marker (like this file) is not "generated". */
const GENERATED_MARKER =
  /^\s*(?:\/\/|\/\*|\*|#|--|<!--|;|%|"""|''')(?:.*@generated\b|.*Code generated .*DO NOT EDIT)/;
const GENERATED_MARKER_LINES = 25;

interface CompiledPattern {
  pattern: string;
  matches: (path: string) => boolean;
}

function compile(patterns: readonly string[] | undefined): CompiledPattern[] {
  return (patterns ?? []).map((pattern) => {
    // The bare regex: picomatch's matcher function adds bookkeeping we do not need per file.
    const re = picomatch.makeRe(pattern, { dot: true });
    // Like .gitignore, `*.md` means every Markdown file. picomatch's own `basename` option is not
    // used: in picomatch 4 it stops `docs/**` from matching `docs/guide.md`.
    const matches = pattern.includes('/')
      ? (path: string) => re.test(path)
      : (path: string) => re.test(baseName(path));
    return { pattern, matches };
  });
}

function firstMatch(patterns: readonly CompiledPattern[], path: string): string | undefined {
  return patterns.find((p) => p.matches(path))?.pattern;
}

function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

function extension(path: string): string {
  const name = baseName(path);
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Reasons no setting can override. */
function hardReason(file: FileDiff): string | undefined {
  if (file.status === 'deleted') return 'deleted';
  if (file.binary) return 'binary';
  // A pure rename, a copy or a mode change: nothing for a reviewer to read.
  if (file.hunks.length === 0) return 'no content change';
  return undefined;
}

function hasGeneratedMarker(file: FileDiff): boolean {
  for (const hunk of file.hunks) {
    if (hunk.newStart > GENERATED_MARKER_LINES) return false;
    for (const line of hunk.lines) {
      if (line.newLine === null) continue;
      if (line.newLine > GENERATED_MARKER_LINES) return false;
      if (GENERATED_MARKER.test(line.text)) return true;
    }
  }
  return false;
}

function hasMinifiedLine(file: FileDiff): boolean {
  return file.hunks.some((hunk) =>
    hunk.lines.some((line) => line.kind === 'add' && line.text.length > MINIFIED_LINE_LENGTH),
  );
}

/** Default gates, cheapest (path-only) checks first. */
function defaultReason(file: FileDiff, maxChangedLines: number): string | undefined {
  const { path } = file;
  const name = baseName(path);
  if (
    path
      .split('/')
      .slice(0, -1)
      .some((dir) => VENDORED_DIRS.has(dir))
  )
    return 'vendored';
  if (LOCK_FILES.has(name.toLowerCase())) return 'lock file';
  if (GENERATED_ROOTS.some((root) => path.startsWith(root)) || GENERATED_NAME.test(name)) return 'generated';
  if (MINIFIED_NAME.test(name)) return 'minified';
  if (UNSUPPORTED_EXTENSIONS.has(extension(path))) return 'unsupported type';
  if (hasGeneratedMarker(file)) return 'generated';
  if (MINIFIABLE.test(name) && hasMinifiedLine(file)) return 'minified';
  const changed = file.additions + file.deletions;
  if (changed > maxChangedLines) return `too large (${changed} changed lines > ${maxChangedLines})`;
  return undefined;
}

/** Splits a change into files to review and files left out, each with the reason why. */
export function selectFiles(
  files: FileDiff[],
  options: SelectOptions = {},
): { kept: FileDiff[]; excluded: ExcludedFile[] } {
  const include = compile(options.include);
  const exclude = compile(options.exclude);
  const maxChangedLines = options.maxFileChangedLines ?? DEFAULT_MAX_FILE_CHANGED_LINES;
  const kept: FileDiff[] = [];
  const excluded: ExcludedFile[] = [];

  for (const file of files) {
    const userExclude = firstMatch(exclude, file.path);
    const reason =
      hardReason(file) ??
      (userExclude !== undefined ? `excluded by config (${userExclude})` : undefined) ??
      (firstMatch(include, file.path) !== undefined ? undefined : defaultReason(file, maxChangedLines));
    if (reason === undefined) kept.push(file);
    else excluded.push({ path: file.path, reason });
  }
  return { kept, excluded };
}
