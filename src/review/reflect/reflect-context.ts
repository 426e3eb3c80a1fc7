/**
 * What the reflection audit gets to see: the diff around each finding (rendered as the lens prompt
 * renders it), and, when it asks, a file, or a symbol's declaration with its usages, read
 * read-only from the workspace (size-capped, repository paths only).
 */
import path from 'node:path';
import type { Workspace } from '../../core/ports.js';
import { safeRelativePath } from '../../core/repo-path.js';
import type { FileDiff, Finding } from '../../core/types.js';
import type { PromptContext } from '../plan/context.js';
import { renderExcerpt } from '../plan/render.js';
import { searchCode } from '../code-search.js';
import {
  declarationPatterns,
  findDeclarations,
  hasDeclarationFinder,
  simpleName,
  type SymbolHit,
} from './locate-symbol.js';

/** Rows of the rendered diff shown on each side of a finding's lines. */
const EXCERPT_RADIUS = 8;
/** Usage lines of a symbol shown to the audit: enough to see how callers use it, bounded in cost. */
const MAX_USAGES = 15;

/** What the excerpt renderer needs beyond the diff: post-change contents for `~` padding. */
export type ExcerptContext = Pick<PromptContext, 'contents' | 'paddingLines'>;
const NO_PADDING: ExcerptContext = { contents: new Map(), paddingLines: 0 };
/** Characters of a requested file or symbol shown to the audit. */
const FETCH_CHAR_CAP = 12_000;

/** The diff around a finding, in the lens prompt's notation; null when no line of it is in the diff. */
export function diffExcerpt(
  finding: Finding,
  files: readonly FileDiff[],
  ctx: ExcerptContext = NO_PADDING,
  radius = EXCERPT_RADIUS,
): string | null {
  const file = files.find((f) => f.path === finding.path);
  if (!file) return null;
  const at = { side: finding.side, from: finding.start_line ?? finding.line, to: finding.line };
  return renderExcerpt(file, ctx, at, radius);
}

/** A repository-relative, normalised path, or null for anything that could leave the repository. */
function safeRepoPath(requested: string): string | null {
  const trimmed = requested.trim().replace(/^\.\//, '');
  if (trimmed === '' || trimmed.includes('\0') || trimmed.includes('\\')) return null;
  if (path.posix.isAbsolute(trimmed) || /^[A-Za-z]:/.test(trimmed)) return null;
  const normal = path.posix.normalize(trimmed);
  if (normal === '..' || normal.startsWith('../') || normal === '.') return null;
  // The workspace reads any repository path; a model's path also may not reach into `.git`.
  try {
    return safeRelativePath(normal);
  } catch {
    return null;
  }
}

function cap(text: string, limit = FETCH_CHAR_CAP): string {
  return text.length <= limit ? text : `${text.slice(0, limit)}\n[... truncated at ${limit} characters]`;
}

/**
 * What the audit is shown for one request. `failed` says the read itself went wrong (GitHub answered
 * 401, 5xx, a rate limit): then nothing is known about the code, which is not the same as its absence.
 */
export interface FetchedCode {
  label: string;
  text: string;
  found: boolean;
  failed?: string;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The audit's text for a lookup that failed: it must not read it as "there is no such code". */
function failedText(what: string, reason: string): string {
  return `the lookup FAILED (${reason}): whether ${what} exists is unknown; this is no evidence either way`;
}

/** Reads a file the audit asked for; the answer is either its capped text or why it is not shown. */
export async function fetchFile(
  workspace: Workspace,
  requested: string,
  headRef: string | null,
): Promise<FetchedCode> {
  const safe = safeRepoPath(requested);
  if (!safe)
    return {
      label: `file ${requested}`,
      text: 'not shown: only repository-relative paths can be read',
      found: false,
    };
  try {
    const content = await workspace.readFile(safe, headRef);
    if (content === null)
      return { label: `file ${safe}`, text: 'not found at the reviewed revision', found: false };
    return { label: `file ${safe}`, text: cap(content), found: true };
  } catch (error) {
    const reason = errorText(error);
    return { label: `file ${safe}`, text: failedText(safe, reason), found: false, failed: reason };
  }
}

/**
 * Finds a symbol's declaration: first in the changed files (post-change contents), then in files a
 * workspace search points at. Returns the capped declarations or why none is shown.
 */
export async function fetchSymbol(
  workspace: Workspace,
  symbol: string,
  files: readonly FileDiff[],
  headRef: string | null,
): Promise<FetchedCode> {
  const label = `symbol ${symbol}`;
  const errors: string[] = [];
  const changed = files.filter((f) => f.status !== 'deleted' && !f.binary).map((f) => f.path);
  let hits = await searchIn(workspace, changed, symbol, headRef, errors);
  if (hits.length === 0) {
    const found: Array<{ path: string }> = [];
    for (const pattern of declarationPatterns(symbol)) {
      try {
        found.push(...(await workspace.searchCode(pattern, { regex: true, limit: 20, ref: headRef })));
      } catch (error) {
        errors.push(errorText(error));
      }
    }
    const others = [...new Set(found.map((h) => h.path))].filter((p) => !changed.includes(p)).slice(0, 5);
    hits = await searchIn(workspace, others, symbol, headRef, errors);
  }
  if (hits.length === 0) errors.push(...(await unsearchable(workspace, symbol, headRef)));
  // "No declaration" is only true when every search and read answered; a failed one leaves it unknown.
  if (hits.length === 0 && errors.length > 0) {
    const reason = [...new Set(errors)].join('; ');
    return { label, text: failedText(`a declaration of ${symbol}`, reason), found: false, failed: reason };
  }
  // A failed usage search leaves "who calls it" unknown: the finding must not be dropped on it.
  const usages = await usagesOf(workspace, symbol, hits, headRef);
  const failed = usages.failed !== undefined ? { failed: `usage search: ${usages.failed}` } : {};
  if (hits.length === 0)
    return { label, text: cap(`no declaration found\n\n${usages.text}`), found: false, ...failed };
  const text = hits.map((h) => `${h.path}:${h.startLine}-${h.endLine}\n${h.text}`).join('\n\n');
  return { label, text: cap(`${text}\n\n${usages.text}`), found: true, ...failed };
}

/**
 * Where the symbol is used at the reviewed revision, declarations left out: a finding about a
 * changed contract ("callers still pass two arguments") is judged on the callers, not the
 * declaration. Whole-word matches, bounded; a failed search says so rather than "none".
 */
async function usagesOf(
  workspace: Workspace,
  symbol: string,
  declarations: readonly SymbolHit[],
  headRef: string | null,
): Promise<{ text: string; failed?: string }> {
  const name = simpleName(symbol);
  if (!/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name))
    return { text: 'usages: not searched (not a plain identifier)' };
  const word = `(^|[^A-Za-z0-9_$])${name.replace(/\$/g, '\\$')}([^A-Za-z0-9_$]|$)`;
  let result;
  try {
    result = await searchCode(workspace, word, { regex: true, limit: MAX_USAGES * 2, ref: headRef });
  } catch (error) {
    const reason = errorText(error);
    return { text: `usages: ${failedText(`a usage of ${name}`, reason)}`, failed: reason };
  }
  if (!result.ok) return { text: `usages: not searched (${result.message})` };
  const inDeclaration = (path: string, line: number) =>
    declarations.some((d) => d.path === path && line >= d.startLine && line <= d.endLine);
  const usages = result.hits.filter((h) => !inDeclaration(h.path, h.line));
  if (usages.length === 0) return { text: `usages of ${name}: none found outside its declaration` };
  const shown = usages.slice(0, MAX_USAGES);
  const more = usages.length > shown.length || result.more ? '\n(more usages not shown)' : '';
  return {
    text: `usages of ${name}:\n${shown.map((h) => `${h.path}:${h.line}: ${h.text.trim()}`).join('\n')}${more}`,
  };
}

/**
 * Files that spell the symbol but whose language has no declaration finder here (Dart, Kotlin,
 * ...): the declaration patterns do not know their syntax, so "no declaration found" would be a
 * guess. Each is a reason the lookup's answer is unknown.
 */
async function unsearchable(workspace: Workspace, symbol: string, headRef: string | null): Promise<string[]> {
  const name = simpleName(symbol);
  if (!/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name)) return [];
  const word = `(^|[^A-Za-z0-9_$])${name.replace(/\$/g, '\\$')}([^A-Za-z0-9_$]|$)`;
  try {
    const found = await workspace.searchCode(word, { regex: true, limit: 20, ref: headRef });
    return [...new Set(found.map((h) => h.path))]
      .filter((p) => !hasDeclarationFinder(p))
      .map((p) => `${p}: spells ${name}, and has no declaration finder for its language`);
  } catch (error) {
    return [errorText(error)];
  }
}

async function searchIn(
  workspace: Workspace,
  paths: readonly string[],
  symbol: string,
  headRef: string | null,
  errors: string[],
): Promise<SymbolHit[]> {
  const hits: SymbolHit[] = [];
  for (const p of paths) {
    let source: string | null;
    try {
      source = await workspace.readFile(p, headRef);
    } catch (error) {
      errors.push(`${p}: ${errorText(error)}`);
      continue;
    }
    if (source === null) continue;
    const lookup = findDeclarations(p, source, symbol);
    hits.push(...lookup.hits);
    if (lookup.unknown !== undefined) errors.push(lookup.unknown);
  }
  return hits;
}
