/**
 * The changed lines around a finding, taken from the parsed diff the review read: the hunk lines
 * the finding flags (new-file numbers on RIGHT, old-file numbers on LEFT) with a few lines of the
 * same hunk on each side. The report holds only the flagged line's text (`anchor`); the diff is
 * passed in from memory, so the JSON report contract stays as it is.
 */
import type { DiffLine, FileDiff, Finding } from '../../core/types.js';
import { esc } from './escape.js';

export interface ContextLine extends DiffLine {
  flagged: boolean;
}

/** Lines shown around the flagged ones, and the most flagged lines shown before eliding. */
const CONTEXT_PAD = 3;
const MAX_FLAGGED = 24;

/** The flagged lines with `pad` lines around them, or null when the diff does not hold them. */
export function contextLines(
  file: FileDiff | undefined,
  finding: Pick<Finding, 'line' | 'start_line' | 'side'>,
  pad = CONTEXT_PAD,
): Array<ContextLine | 'gap'> | null {
  if (!file) return null;
  const from = Math.min(finding.start_line ?? finding.line, finding.line);
  const to = finding.line;
  const numberOf = (l: DiffLine) => (finding.side === 'LEFT' ? l.oldLine : l.newLine);
  for (const hunk of file.hunks) {
    const hits: number[] = [];
    hunk.lines.forEach((l, i) => {
      const at = numberOf(l);
      if (at !== null && at >= from && at <= to) hits.push(i);
    });
    if (hits.length === 0) continue;
    const first = hits[0]!;
    const last = hits.at(-1)!;
    const flagged = new Set(hits);
    const out: Array<ContextLine | 'gap'> = [];
    for (let i = Math.max(0, first - pad); i <= Math.min(hunk.lines.length - 1, last + pad); i++) {
      // A long range keeps its first and last lines; the middle is elided.
      if (last - first >= MAX_FLAGGED && i === first + MAX_FLAGGED / 2) {
        out.push('gap');
        i = last - MAX_FLAGGED / 2;
      }
      out.push({ ...hunk.lines[i]!, flagged: flagged.has(i) });
    }
    return out;
  }
  return null;
}

/** The lines as a diff table (old number, new number, sign, text), every cell escaped. */
export function renderContext(lines: Array<ContextLine | 'gap'>): string {
  const rows = lines.map((line) => {
    if (line === 'gap') return '<tr class="gap"><td colspan="4">…</td></tr>';
    const sign = line.kind === 'add' ? '+' : line.kind === 'del' ? '-' : ' ';
    const classes = [line.kind, line.flagged ? 'flag' : ''].filter(Boolean).join(' ');
    return (
      `<tr class="${classes}"><td class="n">${line.oldLine ?? ''}</td><td class="n">${line.newLine ?? ''}</td>` +
      `<td class="s">${sign}</td><td>${esc(line.text)}</td></tr>`
    );
  });
  return `<table class="diff">${rows.join('')}</table>`;
}
