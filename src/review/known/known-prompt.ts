/**
 * The lens prompt's section of findings already reported before any model is asked: the static
 * rules' and other tools' (SARIF, rdjson, checkstyle) findings on the unit's files, one line each
 * (`path:line · source · title`), capped. A lens that sees them spends its answer on what they miss
 * instead of restating them, and a restated one still merges into the known comment afterwards.
 * Titles come from tools that read the PR's code, so they are data: fenced in the run's nonce
 * delimiters like the diff, redacted like it, and never taken as instructions.
 */
import type { Finding } from '../../core/types.js';
import { delimiters } from '../../prompt/delimiters.js';
import { redactSecrets } from '../../prompt/redact.js';

/** Most known findings listed in one unit's prompt: beyond it a count says how many were left out. */
export const MAX_KNOWN_LISTED = 40;
/** A title is cut here: the list names a problem, the comment already explains it. */
const MAX_KNOWN_TITLE = 100;

/** A known finding as the prompt lists it. */
export interface KnownFinding {
  path: string;
  line: number;
  /** `prlens rule js-eval`, `eslint: no-eval`. */
  source: string;
  title: string;
  /** The known finding's fingerprint: what an audit duplicate is merged into (never shown). */
  fingerprint: string;
}

/** The known list of a run: findings of rules (prlens's own and other tools'), in file order. */
export function knownFindings(findings: readonly Finding[]): KnownFinding[] {
  return findings
    .filter((f) => f.anchored)
    .map((f) => ({
      path: f.path,
      line: f.line,
      source: f.lens === 'static' ? `prlens rule ${f.rule ?? ''}`.trim() : `${f.lens}: ${f.rule ?? ''}`,
      title: oneLine(f.title),
      fingerprint: f.fingerprint,
    }))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.line - b.line));
}

/** The lines of the known list for the unit's files, capped; null when none is on them. */
export function knownLines(
  paths: readonly string[],
  known: readonly KnownFinding[],
  cap = MAX_KNOWN_LISTED,
): string[] | null {
  const wanted = new Set(paths);
  const mine = known.filter((k) => wanted.has(k.path));
  if (mine.length === 0) return null;
  const lines = mine
    .slice(0, cap)
    .map((k) => redactSecrets(`${k.path}:${k.line} · ${k.source} · ${k.title}`));
  if (mine.length > cap) lines.push(`(${mine.length - cap} more not listed)`);
  return lines;
}

/** The section itself, in the run's delimiters. */
export function knownSection(lines: readonly string[], nonce: string): string {
  const d = delimiters('KNOWN', nonce);
  return [
    '## Already reported (known findings)',
    'Other tools and rules already reported these; each will be posted as it is. Do not repeat them: add only what they miss (a different problem, or one they cannot see). One a line: path:line · source · title.',
    d.open,
    ...lines,
    d.close,
  ].join('\n');
}

function oneLine(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > MAX_KNOWN_TITLE ? `${line.slice(0, MAX_KNOWN_TITLE - 1)}…` : line;
}
