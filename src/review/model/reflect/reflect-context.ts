/**
 * What the reflection audit reads when it asks: a file, or a symbol's declaration with its usages,
 * read read-only from the workspace (size-capped around what it asked for, repository paths only).
 * The excerpts of the diff it is shown are in excerpts.ts.
 */
import path from 'node:path';
import type { Workspace } from '../../../core/ports.js';
import { safeRelativePath } from '../../../core/repo-path.js';
import type { FileDiff } from '../../../core/types.js';
import { searchCode } from '../../code-search.js';
import {
  declarationPatterns,
  findDeclarations,
  hasDeclarationFinder,
  simpleName,
  type SymbolHit,
} from './locate-symbol.js';

/** Usage lines of a symbol shown to the audit: enough to see how callers use it, bounded in cost. */
const MAX_USAGES = 15;
/** Characters of a requested file or symbol shown to the audit. */
const FETCH_CHAR_CAP = 12_000;
/** Lines shown on each side of a line that declares or mentions the symbol asked for in a long file. */
const FOCUS_RADIUS = 40;

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

/**
 * Reads a file the audit asked for; the answer is either its text or why it is not shown. A file
 * over the cap is cut around `focus` (the symbol asked for with it: its declarations, then its
 * mentions), so the code asked for is what is shown; without one, its head, saying how to see more.
 */
export async function fetchFile(
  workspace: Workspace,
  requested: string,
  headRef: string | null,
  focus: string | null = null,
): Promise<FetchedCode> {
  const safe = safeRepoPath(requested);
  if (!safe)
    return {
      label: `file ${requested}`,
      text: 'not shown: only repository-relative paths can be read',
      found: false,
    };
  const label = focus === null ? `file ${safe}` : `file ${safe} around ${focus}`;
  try {
    const content = await workspace.readFile(safe, headRef);
    if (content === null) return { label, text: 'not found at the reviewed revision', found: false };
    const around = focus === null ? null : cutAround(safe, content, focus);
    if (around !== null) return { label, text: around, found: true };
    const hint =
      content.length > FETCH_CHAR_CAP ? ' (name a symbol with this file to see the part around it)' : '';
    return { label, text: `${cap(content)}${hint}`, found: true };
  } catch (error) {
    const reason = errorText(error);
    return { label, text: failedText(safe, reason), found: false, failed: reason };
  }
}

/**
 * `text` cut to the lines around `symbol` within `limit` characters: its declarations first, then
 * the lines that mention it, FOCUS_RADIUS lines on each side, in file order with the line numbers
 * of each part. Null when the whole file fits or the file never names the symbol.
 */
export function cutAround(path: string, text: string, symbol: string, limit = FETCH_CHAR_CAP): string | null {
  if (text.length <= limit) return null;
  const lines = text.split('\n');
  const name = simpleName(symbol);
  const word = new RegExp(`(^|[^\\p{L}\\p{N}_$])${name.replace(/[$]/g, '\\$')}([^\\p{L}\\p{N}_$]|$)`, 'u');
  const centres: Array<[number, number]> = findDeclarations(path, text, symbol).hits.map((h) => [
    h.startLine - 1,
    h.endLine - 1,
  ]);
  lines.forEach((line, i) => {
    if (name !== '' && word.test(line)) centres.push([i, i]);
  });
  if (centres.length === 0) return null;
  const taken: Array<[number, number]> = [];
  let used = 0;
  for (const [from, to] of centres) {
    const range: [number, number] = [
      Math.max(0, from - FOCUS_RADIUS),
      Math.min(lines.length - 1, to + FOCUS_RADIUS),
    ];
    const size = lines.slice(range[0], range[1] + 1).join('\n').length;
    if (used > 0 && used + size > limit) continue;
    taken.push(range);
    used += size;
  }
  taken.sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const r of taken) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1] + 1) last[1] = Math.max(last[1], r[1]);
    else merged.push([...r]);
  }
  const parts = merged.map(
    ([a, b]) =>
      `[lines ${a + 1}-${b + 1} of ${lines.length}]\n${cap(lines.slice(a, b + 1).join('\n'), limit)}`,
  );
  return `[${path} is ${text.length} characters: the parts around ${name}]\n${parts.join('\n')}`;
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
  // A long declaration is cut, not the usages after it: who calls it is often what was asked.
  const room = Math.max(FETCH_CHAR_CAP / 2, FETCH_CHAR_CAP - usages.text.length);
  return { label, text: `${cap(text, room)}\n\n${cap(usages.text)}`, found: true, ...failed };
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
  // A search that cannot run is a failed lookup, not "no usages".
  if (!result.ok)
    return { text: `usages: ${failedText(`a usage of ${name}`, result.message)}`, failed: result.message };
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
