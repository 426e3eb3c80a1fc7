/**
 * What the team taught prlens on a PR: fingerprints of findings a repository member rejected (👎 on
 * our inline comment, or a `/prlens ignore` reply in its thread). The list is shown in the summary
 * comment with a hidden, marked line at its end. It is a display, never a source: anyone with write
 * access can edit the summary, so every review rebuilds the list from the reactions and replies
 * themselves and their authors' permission now (src/app/review-pr-steps.ts `learnFromTeam`).
 *
 * Scope: the summary is per PR, so the learned list is too. Repository-wide, prlens honours
 * `ignored-fingerprints` of the repo config; the summary prints the exact lines to add there to make
 * a rejection permanent for every PR (a file in the repository is the only repo-wide store that
 * needs no extra permission and goes through review itself).
 *
 * Where the list is read: only from the body's last line, the whole of it, by a pattern without the
 * `m` flag. The summary also prints text of the PR and of the model, which could hold a line that
 * looks like the marker (after a CR or U+2028, which `m` treats as line breaks, or in a fenced
 * block); "first match anywhere" would trust it. The last line is always written by this file, after
 * everything rendered, and a rendered line can never be last. Summaries of the previous format wrote
 * the marker at the same place, so they are read the same way; a marker anywhere else is ignored.
 */
import { plural } from './common.js';
import { codeSpan, escapeMarkdownInline } from './markdown-escape.js';
import type { LearnedEntry } from '../core/forge-types.js';
export type { LearnedEntry } from '../core/forge-types.js';

const LEARNED_MARKER_PREFIX = '<!-- prlens:learned';
const LEARNED_VERSION = 1;
const LEARNED_HEADING = '### Learned from this PR';
/** Oldest entries are dropped past this: the summary must stay far under GitHub's 65,536 characters. */
const MAX_LEARNED = 200;

const FP = /^[0-9a-f]{16}$/;
const LOGIN = /^[A-Za-z0-9-]{1,39}(?:\[bot\])?$/;
const ISO = /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/;
// No `m` flag: it matches the last line alone (see lastLine), never a "line" inside rendered text.
const LINE = new RegExp(`^${LEARNED_MARKER_PREFIX} v(\\d+) (.*) -->$`);

/** The body's last line, trailing whitespace dropped (GitHub may keep or drop the final newline). */
function lastLine(body: string): string {
  const text = body.trimEnd();
  return text.slice(text.lastIndexOf('\n') + 1);
}

function valid(entry: unknown): entry is LearnedEntry {
  if (typeof entry !== 'object' || entry === null) return false;
  const e = entry as Record<string, unknown>;
  return (
    typeof e.fp === 'string' &&
    FP.test(e.fp) &&
    typeof e.by === 'string' &&
    LOGIN.test(e.by) &&
    typeof e.at === 'string' &&
    ISO.test(e.at) &&
    (e.via === 'reaction' || e.via === 'reply')
  );
}

/**
 * The learned entries in a summary body; [] when there is no section, its version is unknown or its
 * JSON is broken (a person may edit the comment: a broken section is dropped, never fatal). Entries
 * that fail validation are dropped one by one.
 */
export function readLearned(body: string | null | undefined): LearnedEntry[] {
  const match = LINE.exec(lastLine(body ?? ''));
  if (!match || Number(match[1]) !== LEARNED_VERSION) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(match[2] ?? '');
  } catch {
    return [];
  }
  return Array.isArray(parsed) ? parsed.filter(valid) : [];
}

/**
 * The hidden line. Every value was validated (hex, login characters, ISO time), so nothing in it
 * can close the HTML comment early.
 */
export function learnedMarker(entries: readonly LearnedEntry[]): string {
  const safe = entries.filter(valid).map(({ fp, by, at, via }) => ({ fp, by, at, via }));
  return `${LEARNED_MARKER_PREFIX} v${LEARNED_VERSION} ${JSON.stringify(safe)} -->`;
}

/** Old entries first, then new ones whose fingerprint is not known yet; the newest MAX_LEARNED kept. */
export function mergeLearned(
  old: readonly LearnedEntry[],
  added: readonly LearnedEntry[],
  max = MAX_LEARNED,
): LearnedEntry[] {
  const seen = new Set<string>();
  const out: LearnedEntry[] = [];
  for (const e of [...old, ...added]) {
    if (!valid(e) || seen.has(e.fp)) continue;
    seen.add(e.fp);
    out.push(e);
  }
  return out.slice(Math.max(0, out.length - max));
}

/**
 * The visible section and the hidden line, appended to the summary body. Says how many findings
 * were held back, how to clear the list, and how to make it permanent for the repository.
 */
export function learnedSection(entries: readonly LearnedEntry[], suppressed: number | null): string {
  if (entries.length === 0) return '';
  const shown = entries.slice(-20);
  const items = shown.map(
    (e) =>
      // The login is shown, never linked: a mention would notify everyone who rejected a finding.
      `- ${codeSpan(e.fp)} by ${escapeMarkdownInline(`@${e.by}`)} (${e.via === 'reaction' ? '👎' : '`/prlens ignore`'}, ${e.at.slice(0, 10)})`,
  );
  if (entries.length > shown.length) items.unshift(`- _and ${entries.length - shown.length} earlier_`);
  const yaml = ['ignored-fingerprints:', ...entries.map((e) => `  - "${e.fp}"`)].join('\n');
  return [
    '',
    '',
    LEARNED_HEADING,
    '',
    (suppressed === null ? '' : `${plural(suppressed, 'finding')} suppressed this run. `) +
      `A repository member rejected ${plural(entries.length, 'finding')} (👎 on the comment, or a ` +
      '`/prlens ignore` reply); prlens will not post them on this PR again:',
    '',
    ...items,
    '',
    '<details><summary>Clear or keep this list</summary>',
    '',
    '- To take a rejection back, remove the 👎 or delete the `/prlens ignore` reply: each review re-reads them, and editing this comment changes nothing.',
    '- To ignore these findings on every PR of the repository, add them to `.github/prlens.yml`:',
    '',
    '```yaml',
    yaml,
    '```',
    '',
    '</details>',
    '',
    learnedMarker(entries),
  ].join('\n');
}

/** Appends the learned section to a rendered summary (before its final newline). */
export function withLearned(
  summary: string,
  entries: readonly LearnedEntry[],
  suppressed: number | null,
): string {
  const section = learnedSection(entries, suppressed);
  return section === '' ? summary : `${summary.trimEnd()}${section}\n`;
}

/**
 * A summary body with its learned section replaced by one for `entries` (a `/prlens ignore` between
 * two reviews). The section is always the end of the body, from its heading to the hidden line.
 */
export function replaceLearned(body: string, entries: readonly LearnedEntry[]): string {
  const at = body.lastIndexOf(`\n\n${LEARNED_HEADING}\n`);
  const base = at >= 0 && LINE.test(lastLine(body)) ? body.slice(0, at) : body;
  return withLearned(base, entries, null);
}
