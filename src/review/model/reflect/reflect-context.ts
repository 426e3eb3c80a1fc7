/**
 * What the reflection audit reads when it asks: a file, read read-only from the workspace
 * (size-capped around what it asked for, repository paths only), or a symbol's declaration with its
 * usages, answered by the run's context index.
 * The excerpts of the diff it is shown are in excerpts.ts.
 */
import path from 'node:path';
import type { Workspace } from '../../../core/ports.js';
import { safeRelativePath } from '../../../core/repo-path.js';
import { parseFile } from '../../../context/parse-file.js';
import type { LookupAnswer, RepoIndex } from '../../../context/repo-index.js';
import { excludedPathRefusal, withheldNote } from '../../../context/excluded-paths.js';

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
    // The file is there, and kept from the model on purpose: said so, and still no evidence either way.
    const refused = excludedPathRefusal(error);
    if (refused !== null)
      return {
        label,
        text: `not shown: ${refused}; this is no evidence either way`,
        found: false,
        failed: reason,
      };
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
  const parse = name === '' ? null : parseFile(path, text);
  const centres: Array<[number, number]> = (parse?.ok ? parse.declarations : [])
    .filter((d) => d.name === name)
    .map((d) => [d.startLine - 1, d.endLine - 1]);
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
 * The run's context index as the audit asks it: the same `RepoIndex` the packs and the review's
 * lookup round use (src/context/repo-index.ts), so one run parses and searches once and every
 * answer is found, none or unknown by the same rules.
 */
export type SymbolIndex = Pick<RepoIndex, 'definition' | 'usages'>;

/**
 * A symbol's declarations and usages from the run's index. An `unknown` answer (a language without
 * a parser that spells the name, a failed search or read, a spent budget) or no index at all is a
 * failed lookup, never "none": the audit may not drop a finding on it.
 */
export async function lookupSymbol(index: SymbolIndex | null, symbol: string): Promise<FetchedCode> {
  const label = `symbol ${symbol}`;
  const name = simpleName(symbol);
  if (index === null) {
    const reason = 'the repository index is not available in this run';
    return { label, text: failedText(`a declaration of ${name}`, reason), found: false, failed: reason };
  }
  const definition = await index.definition(name);
  if (definition.status === 'unknown')
    return {
      label,
      text: failedText(`a declaration of ${name}`, definition.reason),
      found: false,
      failed: definition.reason,
    };
  const usages = usagesText(name, await index.usages(name, MAX_USAGES));
  const failed = usages.failed !== undefined ? { failed: `usage search: ${usages.failed}` } : {};
  if (definition.status === 'none')
    return {
      label,
      text: cap(`no declaration found (parsed declarations of the reviewed revision)\n\n${usages.text}`),
      found: false,
      ...failed,
    };
  const text = definition.hits.map((h) => `${h.path}:${h.startLine}-${h.endLine}\n${h.text}`).join('\n\n');
  // A long declaration is cut, not the usages after it: who calls it is often what was asked.
  const room = Math.max(FETCH_CHAR_CAP / 2, FETCH_CHAR_CAP - usages.text.length);
  return { label, text: `${cap(text, room)}\n\n${cap(usages.text)}`, found: true, ...failed };
}

/**
 * Where the symbol is used at the reviewed revision, declarations left out: a finding about a
 * changed contract ("callers still pass two arguments") is judged on the callers, not the
 * declaration. A failed search says so rather than "none".
 */
function usagesText(name: string, answer: LookupAnswer): { text: string; failed?: string } {
  if (answer.status === 'unknown')
    return { text: `usages: ${failedText(`a usage of ${name}`, answer.reason)}`, failed: answer.reason };
  if (answer.status === 'none') return { text: `usages of ${name}: none found outside its declaration` };
  const more =
    (answer.more ? '\n(more usages not shown)' : '') +
    (answer.withheld ? `\n(${withheldNote(answer.withheld)})` : '');
  return {
    text: `usages of ${name} (textual search):\n${answer.hits.map((h) => `${h.path}:${h.startLine}: ${h.text.trim()}`).join('\n')}${more}`,
  };
}

/** The last segment of a qualified name (`Cart.total`, `cart::total`, `Cart#total` → `total`). */
function simpleName(symbol: string): string {
  const parts = symbol
    .trim()
    .replace(/\(.*$/, '')
    .split(/::|\.|#/);
  return parts[parts.length - 1]?.trim() ?? '';
}
