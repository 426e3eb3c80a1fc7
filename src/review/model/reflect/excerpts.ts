/**
 * What the reflection audit is shown of the diff: the rows of the review's own rendering around each
 * finding (issue 44: an audit excerpt cut differently and narrower than the review's dropped a true
 * finding, and one that missed the quoted line paid a lookup round to ask for it).
 */
import type { FileDiff, Finding } from '../../../core/types.js';
import type { PromptContext } from '../plan/context.js';
import { renderFile } from '../plan/render.js';

/** The files of one unit as the review was shown them: each path with the hunks its prompt rendered. */
export type UnitView = ReadonlyArray<{ path: string; hunks: readonly number[] }>;

/**
 * Rows of the review's rendering shown on each side of a finding's lines: the whole excerpt of a
 * usual hunk (the review shows a few lines of context around a change) and its neighbours, and about
 * a screen on each side in a long new file, so that ten findings in one 500-line file do not cost ten
 * times the review. Four times the radius that cut too narrow in issue 44.
 */
const AUDIT_RADIUS = 32;

/** A row of the review's rendering: its text, its excerpt (`@@` to `@@`) and the diff line it shows. */
interface Row {
  text: string;
  excerpt: number;
  /** `LEFT:n` / `RIGHT:n`; null on a break. */
  key: string | null;
}

/**
 * `file` as the review's prompt rendered it: `renderFile` over the hunks the unit showed (all of the
 * file's hunks when no view names it), as its header and rows.
 */
function reviewRows(file: FileDiff, ctx: PromptContext, view?: UnitView): { header: string; rows: Row[] } {
  const hunks = [...new Set(view?.filter((v) => v.path === file.path).flatMap((v) => v.hunks) ?? [])];
  const shown = hunks.length > 0 ? hunks.sort((a, b) => a - b) : file.hunks.map((_, i) => i);
  const [header = '', ...texts] = renderFile(file, shown, ctx).split('\n');
  let excerpt = 0;
  const rows = texts.map((text, i) => {
    if (text.startsWith('@@') && i > 0) excerpt++;
    const m = /^(\d+) (.)/.exec(text);
    return { text, excerpt, key: m ? `${m[2] === '-' ? 'LEFT' : 'RIGHT'}:${m[1]}` : null };
  });
  return { header, rows };
}

/** The `LEFT:n` / `RIGHT:n` keys of a finding's lines. */
function keysOf(finding: Finding): string[] {
  const from = Math.min(finding.start_line ?? finding.line, finding.line);
  const keys: string[] = [];
  for (let n = from; n <= finding.line && keys.length <= 500; n++) keys.push(`${finding.side}:${n}`);
  return keys;
}

/**
 * What the audit is shown of one file for `findings` (all on that file): the review's own rows, those
 * within `radius` rows of a finding's line, each shown stretch opening with its excerpt's `@@` row,
 * exactly as the review prompt showed them; rows near several findings are shown once. Null when no finding's line is shown
 * (a finding the anchor could not pin).
 */
export function auditExcerpt(
  file: FileDiff,
  findings: readonly Finding[],
  ctx: PromptContext,
  view?: UnitView,
  radius = AUDIT_RADIUS,
): string | null {
  const { header, rows } = reviewRows(file, ctx, view);
  const wanted = new Set(findings.flatMap(keysOf));
  const keep = new Set<number>();
  rows.forEach((row, i) => {
    if (row.key === null || !wanted.has(row.key)) return;
    for (let j = Math.max(0, i - radius); j <= Math.min(rows.length - 1, i + radius); j++) keep.add(j);
  });
  if (keep.size === 0) return null;
  const out = [header];
  rows.forEach((row, i) => {
    if (!keep.has(i)) return;
    // A stretch that starts inside an excerpt still opens with its break, as every excerpt of the lens prompt does.
    if (!keep.has(i - 1) && !row.text.startsWith('@@')) {
      const brk = rows.slice(0, i).findLast((r) => r.excerpt === row.excerpt && r.text.startsWith('@@'));
      out.push(brk?.text ?? '@@');
    }
    out.push(row.text);
  });
  return out.join('\n');
}
